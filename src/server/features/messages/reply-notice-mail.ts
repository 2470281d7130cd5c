import { formatCaseReference } from '@shared/format/case-reference';
import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';

/** D7, D19: a reply is waiting; the words stay behind the sign-in. */
export function replyNoticeMail(options: { locale: string; platformName: string; incidentId: number; staffRole: string; caseUrl: string }) {
  const i18n = textsFor(options.locale);
  const reference = formatCaseReference(options.incidentId);
  // The two roles a reply is sent as (caseTeamRoles), named in the reader's language; any other as it is.
  const staffRole =
    options.staffRole === 'Case Manager'
      ? i18n._({ id: 'mail.reply-notice.role.case-manager', message: 'Case Manager' })
      : options.staffRole === 'Legal Advisor'
        ? i18n._({ id: 'mail.reply-notice.role.legal-advisor', message: 'Legal Advisor' })
        : options.staffRole;
  const subject = i18n._({ id: 'mail.reply-notice.subject', message: 'New reply on your case {reference}', values: { reference } });
  return {
    subject,
    ...renderMail({
      locale: options.locale,
      platformName: options.platformName,
      heading: subject,
      paragraphs: [
        i18n._({
          id: 'mail.reply-notice.body',
          comment: 'staffRole is mail.reply-notice.role.case-manager or mail.reply-notice.role.legal-advisor.',
          message: 'Your {staffRole} has replied to your message on case {reference}. Sign in to read it.',
          values: { staffRole, reference },
        }),
      ],
      action: { label: i18n._({ id: 'mail.reply-notice.action', message: 'Read the reply' }), url: options.caseUrl },
    }),
  };
}
