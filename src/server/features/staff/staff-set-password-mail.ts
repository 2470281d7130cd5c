import { renderMail } from '../../kernel/mail/render';

/** The link that sets a staff account's password: an invitation for a new account, or a reset. */
export function staffSetPasswordMail(options: { platformName: string; url: string; username: string; invitation: boolean }) {
  const heading = options.invitation ? 'Your staff account is ready' : 'Set a new password';
  return {
    subject: options.invitation ? `Your staff account on ${options.platformName}` : `Set a new password for ${options.platformName}`,
    ...renderMail({
      platformName: options.platformName,
      heading,
      paragraphs: [
        options.invitation
          ? `An admin created a staff account for you with the username ${options.username}. Open the link below to choose your password.`
          : `An admin asked for a new password to be set for the staff account ${options.username}. Open the link below to choose it.`,
        'If you did not expect this message, you can ignore it and tell your organisation.',
      ],
      action: { label: 'Set my password', url: options.url },
      afterAction: ['The link works once and expires after 72 hours.'],
    }),
  };
}
