import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';

/** To a colleague named in a note: on which case and by whom; the note itself stays behind the staff sign-in. */
export function mentionMail(options: { locale: string; platformName: string; caseReference: string; mentionedBy: string; noteUrl: string }) {
  const i18n = textsFor(options.locale);
  const { caseReference, mentionedBy } = options;
  const subject = i18n._({ id: 'mail.mention.subject', message: '{mentionedBy} mentioned you on {caseReference}', values: { mentionedBy, caseReference } });
  return {
    subject,
    ...renderMail({
      locale: options.locale,
      platformName: options.platformName,
      heading: subject,
      paragraphs: [
        i18n._({ id: 'mail.mention.body', message: '{mentionedBy} named you in an internal note on case {caseReference}.', values: { mentionedBy, caseReference } }),
        i18n._({ id: 'mail.staff.sign-in-to-read-it', message: 'Sign in to the staff side to read it.' }),
      ],
      action: { label: i18n._({ id: 'mail.mention.action', message: 'Read the note' }), url: options.noteUrl },
    }),
  };
}
