import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';

/** To the staff a rule names: what fired and how often; the details stay behind the staff sign-in. */
export function alertMail(options: { locale: string; platformName: string; ruleName: string; condition: string; count: number; alertsUrl: string }) {
  const i18n = textsFor(options.locale);
  const { ruleName, condition, count } = options;
  const subject = i18n._({ id: 'mail.alert.subject', message: 'Alert: {ruleName}', values: { ruleName } });
  return {
    subject,
    ...renderMail({
      locale: options.locale,
      platformName: options.platformName,
      heading: subject,
      paragraphs: [
        i18n._({
          id: 'mail.alert.body',
          comment: 'condition is the rule’s condition as staff see it on the Alerts page.',
          message: '{condition}: {count, plural, =1 {one new alert} other {# new alerts}}.',
          values: { condition, count },
        }),
        i18n._({ id: 'mail.alert.sign-in', message: 'Sign in to the staff side to see them.' }),
      ],
      action: { label: i18n._({ id: 'mail.alert.action', message: 'See the alerts' }), url: options.alertsUrl },
    }),
  };
}
