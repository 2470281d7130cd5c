import { renderMail } from '../../kernel/mail/render';

/**
 * To a staff member's OLD address when an admin gives their account another one: a new address
 * takes the account's password links, so a colleague must hear of it from the mailbox they know.
 * Without the new address.
 */
export function staffEmailChangedMail(options: { platformName: string; username: string; siteUrl: string }) {
  return {
    subject: `The e-mail address of your ${options.platformName} staff account was changed`,
    ...renderMail({
      platformName: options.platformName,
      siteUrl: options.siteUrl,
      heading: 'The e-mail address of your staff account was changed',
      paragraphs: [
        `An admin changed the e-mail address of the staff account ${options.username}. Password links for the account now go to the new address, not to this one.`,
        'If you did not expect this, tell another admin at once.',
      ],
    }),
  };
}
