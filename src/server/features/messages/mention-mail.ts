import { renderMail } from '../../kernel/mail/render';

/** To a colleague named in a note: on which case and by whom; the note itself stays behind the staff sign-in. */
export function mentionMail(options: { platformName: string; caseReference: string; mentionedBy: string; noteUrl: string }) {
  const subject = `${options.mentionedBy} mentioned you on ${options.caseReference}`;
  return {
    subject,
    ...renderMail({
      platformName: options.platformName,
      heading: subject,
      paragraphs: [`${options.mentionedBy} named you in an internal note on case ${options.caseReference}.`, 'Sign in to the staff side to read it.'],
      action: { label: 'Read the note', url: options.noteUrl },
    }),
  };
}
