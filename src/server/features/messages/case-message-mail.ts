import { formatCaseReference } from '@shared/format/case-reference';
import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';

/** D19: the case team wrote; what they wrote stays behind the sign-in. */
export function caseMessageMail(options: { locale: string; platformName: string; incidentId: number; caseUrl: string }) {
  const i18n = textsFor(options.locale);
  const reference = formatCaseReference(options.incidentId);
  const subject = i18n._({ id: 'mail.case-message.subject', message: 'A new message on your case {reference}', values: { reference } });
  return {
    subject,
    ...renderMail({
      locale: options.locale,
      platformName: options.platformName,
      heading: subject,
      paragraphs: [i18n._({ id: 'mail.case-message.body', message: 'The case team has sent you a message on case {reference}. Sign in to read it.', values: { reference } })],
      action: { label: i18n._({ id: 'mail.case-message.action', message: 'Read the message' }), url: options.caseUrl },
    }),
  };
}
