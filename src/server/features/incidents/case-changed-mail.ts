import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';

/**
 * D19: tells a victim their case changed. It names the reference and the link only: no status,
 * amount, description or name, since whoever reads the inbox may not be the victim.
 */
export function caseChangedMail(options: { locale: string; platformName: string; caseReference: string; url: string }) {
  const i18n = textsFor(options.locale);
  const { caseReference } = options;
  const subject = i18n._({ id: 'mail.case-changed.subject', message: 'Your case {caseReference} was updated', values: { caseReference } });
  return {
    subject,
    ...renderMail({
      locale: options.locale,
      platformName: options.platformName,
      heading: subject,
      paragraphs: [i18n._({ id: 'mail.case-changed.body', message: 'There is an update on your case {caseReference}. Sign in to see it.', values: { caseReference } })],
      action: { label: i18n._({ id: 'mail.case-changed.action', message: 'View your case' }), url: options.url },
    }),
  };
}
