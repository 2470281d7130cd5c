import { renderMail } from '../render';

/** After staff set a victim's password (D19: no password, no detail; only whom to ask). */
export function usersPasswordChangedMail(options: { platformName: string; signInUrl: string }) {
  return {
    subject: `Your password on ${options.platformName} was changed`,
    ...renderMail({
      platformName: options.platformName,
      heading: 'Your password was changed',
      paragraphs: [
        'A member of our staff changed the password of your account. You have been signed out everywhere.',
        'If you did not ask for this, reply to this message or contact us before you sign in again.',
      ],
      action: { label: 'Sign in', url: options.signInUrl },
    }),
  };
}
