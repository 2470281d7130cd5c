import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';

/**
 * D18, D19: asks the owner of an address to confirm a report made with it. It names the case
 * reference only: what was reported stays behind the link, since the mailbox may be read by others.
 */
export function reportConfirmationMail(options: { locale: string; platformName: string; url: string; caseReference: string }) {
  const i18n = textsFor(options.locale);
  const { caseReference } = options;
  return {
    subject: i18n._({ id: 'mail.report-confirmation.subject', message: 'Please confirm your report {caseReference}', values: { caseReference } }),
    ...renderMail({
      locale: options.locale,
      platformName: options.platformName,
      heading: i18n._({ id: 'mail.report-confirmation.heading', message: 'Did you report a fraud incident?' }),
      paragraphs: [
        i18n._({
          id: 'mail.report-confirmation.body',
          message: 'A fraud incident was reported on our platform with this e-mail address (case reference {caseReference}).',
          values: { caseReference },
        }),
        i18n._({
          id: 'mail.report-confirmation.if-you',
          message: 'If you made this report, open the link below to confirm it. Only then will it appear when you search your address and on your dashboard.',
        }),
        i18n._({
          id: 'mail.report-confirmation.if-not-you',
          message: 'If you did not make this report, you can ignore this message: it will not be added to anything linked to your address.',
        }),
      ],
      action: { label: i18n._({ id: 'mail.report-confirmation.action', message: 'Confirm my report' }), url: options.url },
      afterAction: [i18n._({ id: 'mail.link-once-7-days', message: 'The link works once and expires after 7 days.' })],
    }),
  };
}
