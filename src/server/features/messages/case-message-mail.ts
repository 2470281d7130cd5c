import { formatCaseReference } from '@shared/format/case-reference';
import { renderMail } from '../../kernel/mail/render';

/** D19: the case team wrote; what they wrote stays behind the sign-in. */
export function caseMessageMail(options: { platformName: string; incidentId: number; caseUrl: string }) {
  const reference = formatCaseReference(options.incidentId);
  const subject = `A new message on your case ${reference}`;
  return {
    subject,
    ...renderMail({
      platformName: options.platformName,
      heading: subject,
      paragraphs: [`The case team has sent you a message on case ${reference}. Sign in to read it.`],
      action: { label: 'Read the message', url: options.caseUrl },
    }),
  };
}
