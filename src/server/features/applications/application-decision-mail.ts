import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';

/**
 * D19: says only that application RA-… has a decision and where to read it; never the decision's
 * reasons, notes or amounts (mailboxes are read on shared devices, sometimes by the scammer).
 */
export function applicationDecisionMail(options: { locale: string; platformName: string; reference: string; dashboardUrl: string }) {
  const i18n = textsFor(options.locale);
  const { reference } = options;
  return {
    subject: i18n._({ id: 'mail.application-decision.subject', message: 'A decision was made on your application {reference}', values: { reference } }),
    ...renderMail({
      locale: options.locale,
      platformName: options.platformName,
      heading: i18n._({ id: 'mail.application-decision.heading', message: 'A decision was made on your application' }),
      paragraphs: [
        i18n._({ id: 'mail.application-decision.body', message: 'Our team has made a decision on your recovery application {reference}.', values: { reference } }),
        i18n._({ id: 'mail.application-decision.sign-in', message: 'Sign in to your dashboard to read it.' }),
      ],
      action: { label: i18n._({ id: 'mail.application-decision.action', message: 'Sign in to your dashboard' }), url: options.dashboardUrl },
    }),
  };
}
