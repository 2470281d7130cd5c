import { formatCaseReference } from '@shared/format/case-reference';
import { renderMail } from '../../kernel/mail/render';

/** D7, D19: a reply is waiting; the words stay behind the sign-in. */
export function replyNoticeMail(options: { platformName: string; incidentId: number; staffRole: string; caseUrl: string }) {
  const reference = formatCaseReference(options.incidentId);
  const subject = `New reply on your case ${reference}`;
  return {
    subject,
    ...renderMail({
      platformName: options.platformName,
      heading: subject,
      paragraphs: [`Your ${options.staffRole} has replied to your message on case ${reference}. Sign in to read it.`],
      action: { label: 'Read the reply', url: options.caseUrl },
    }),
  };
}
