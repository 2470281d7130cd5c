import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';

/** The link that sets a staff account's password: an invitation for a new account, or a reset. */
export function staffSetPasswordMail(options: { locale: string; platformName: string; url: string; username: string; invitation: boolean }) {
  const i18n = textsFor(options.locale);
  const { platformName, username } = options;
  const heading = options.invitation
    ? i18n._({ id: 'mail.staff-password.invitation.heading', message: 'Your staff account is ready' })
    : i18n._({ id: 'mail.staff-password.reset.heading', message: 'Set a new password' });
  return {
    subject: options.invitation
      ? i18n._({ id: 'mail.staff-password.invitation.subject', message: 'Your staff account on {platformName}', values: { platformName } })
      : i18n._({ id: 'mail.staff-password.reset.subject', message: 'Set a new password for {platformName}', values: { platformName } }),
    ...renderMail({
      locale: options.locale,
      platformName,
      heading,
      paragraphs: [
        options.invitation
          ? i18n._({
              id: 'mail.staff-password.invitation.body',
              message: 'An admin created a staff account for you with the username {username}. Open the link below to choose your password.',
              values: { username },
            })
          : i18n._({
              id: 'mail.staff-password.reset.body',
              message: 'An admin asked for a new password to be set for the staff account {username}. Open the link below to choose it.',
              values: { username },
            }),
        i18n._({ id: 'mail.staff-password.not-expected', message: 'If you did not expect this message, you can ignore it and tell your organisation.' }),
      ],
      action: { label: i18n._({ id: 'mail.staff-password.action', message: 'Set my password' }), url: options.url },
      afterAction: [i18n._({ id: 'mail.link-once-72-hours', message: 'The link works once and expires after 72 hours.' })],
    }),
  };
}
