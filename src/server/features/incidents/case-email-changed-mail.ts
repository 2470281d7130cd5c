import { renderMail } from '../../kernel/mail/render';

/**
 * To the OLD address when staff give a case another victim address (D17, D19): that it happened
 * and whom to ask, never the new address or anything of the case, since the old mailbox may be
 * the real victim's or no longer theirs.
 */
export function caseEmailChangedMail(options: { platformName: string; caseReference: string; siteUrl: string }) {
  return {
    subject: `The e-mail address of case ${options.caseReference} was changed`,
    ...renderMail({
      platformName: options.platformName,
      siteUrl: options.siteUrl,
      heading: `The e-mail address of case ${options.caseReference} was changed`,
      paragraphs: [
        `A member of our staff changed the e-mail address that case ${options.caseReference} belongs to. Messages and updates about the case now go to the new address, not to this one.`,
        'If you did not ask for this, reply to this message or contact us at once.',
      ],
    }),
  };
}
