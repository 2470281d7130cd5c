import { renderMail } from '../../kernel/mail/render';

/**
 * Staff never choose a victim's password (D17): they send this link, and the victim chooses one.
 * D19: says little; the link works once.
 */
export function usersPasswordResetMail(options: { platformName: string; url: string; validHours: number }) {
  return {
    subject: `Choose a new password on ${options.platformName}`,
    ...renderMail({
      platformName: options.platformName,
      heading: 'Choose a new password',
      paragraphs: [
        'A member of our staff sent you this link so that you can choose a new password for your account. Your current password still works until you do.',
        'If you did not ask for this, you can ignore this message, or reply to tell us.',
      ],
      action: { label: 'Choose a new password', url: options.url },
      afterAction: [`The link works once and expires after ${options.validHours} hours.`],
    }),
  };
}
