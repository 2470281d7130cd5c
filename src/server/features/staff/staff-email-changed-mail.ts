import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';

/**
 * To a staff member's OLD address when an admin gives their account another one: a new address
 * takes the account's password links, so a colleague must hear of it from the mailbox they know.
 * Without the new address.
 */
export function staffEmailChangedMail(options: { locale: string; platformName: string; username: string; siteUrl: string }) {
  const i18n = textsFor(options.locale);
  const { platformName, username } = options;
  return {
    subject: i18n._({ id: 'mail.staff-email-changed.subject', message: 'The e-mail address of your {platformName} staff account was changed', values: { platformName } }),
    ...renderMail({
      locale: options.locale,
      platformName,
      siteUrl: options.siteUrl,
      heading: i18n._({ id: 'mail.staff-email-changed.heading', message: 'The e-mail address of your staff account was changed' }),
      paragraphs: [
        i18n._({
          id: 'mail.staff-email-changed.body',
          message: 'An admin changed the e-mail address of the staff account {username}. Password links for the account now go to the new address, not to this one.',
          values: { username },
        }),
        i18n._({ id: 'mail.staff-email-changed.not-expected', message: 'If you did not expect this, tell another admin at once.' }),
      ],
    }),
  };
}
