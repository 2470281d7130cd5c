import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';

/**
 * Staff never choose a victim's password (D17): they send this link, and the victim chooses one.
 * D19: says little; the link works once.
 */
export function usersPasswordResetMail(options: { locale: string; platformName: string; url: string; validHours: number }) {
  const i18n = textsFor(options.locale);
  const { platformName, validHours } = options;
  return {
    subject: i18n._({ id: 'mail.password-reset.subject', message: 'Choose a new password on {platformName}', values: { platformName } }),
    ...renderMail({
      locale: options.locale,
      platformName,
      heading: i18n._({ id: 'mail.password-reset.heading', message: 'Choose a new password' }),
      paragraphs: [
        i18n._({
          id: 'mail.password-reset.body',
          message:
            'A member of our staff sent you this link so that you can choose a new password for your account. Your current password still works until you do.',
        }),
        i18n._({ id: 'mail.password-reset.not-asked', message: 'If you did not ask for this, you can ignore this message, or reply to tell us.' }),
      ],
      action: { label: i18n._({ id: 'mail.password-reset.action', message: 'Choose a new password' }), url: options.url },
      afterAction: [i18n._({ id: 'mail.link-once-hours', message: 'The link works once and expires after {validHours} hours.', values: { validHours } })],
    }),
  };
}
