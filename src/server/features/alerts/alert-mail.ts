import { renderMail } from '../../kernel/mail/render';

/** To the staff a rule names: what fired and how often; the details stay behind the staff sign-in. */
export function alertMail(options: { platformName: string; ruleName: string; condition: string; count: number; alertsUrl: string }) {
  const subject = `Alert: ${options.ruleName}`;
  return {
    subject,
    ...renderMail({
      platformName: options.platformName,
      heading: subject,
      paragraphs: [`${options.condition}: ${options.count === 1 ? 'one new alert' : `${options.count} new alerts`}.`, 'Sign in to the staff side to see them.'],
      action: { label: 'See the alerts', url: options.alertsUrl },
    }),
  };
}
