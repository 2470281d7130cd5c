import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';

/** To a person staff made a profile for: a link to choose a password (D19: says little). */
export function usersAccountCreatedMail(options: { locale: string; platformName: string; url: string; validHours: number }) {
  const i18n = textsFor(options.locale);
  const { platformName, validHours } = options;
  return {
    subject: i18n._({ id: 'mail.account-created.subject', message: 'Your account on {platformName}', values: { platformName } }),
    ...renderMail({
      locale: options.locale,
      platformName,
      heading: i18n._({ id: 'mail.account-created.heading', message: 'An account was created for you' }),
      paragraphs: [
        i18n._({
          id: 'mail.account-created.body',
          message:
            'A case worker created an account for this e-mail address so that you can follow your case. Open the link below to check your details and choose a password.',
        }),
        i18n._({
          id: 'mail.account-created.not-expected',
          message: 'If you did not expect this message, you can ignore it; nobody can sign in to the account without a password.',
        }),
      ],
      action: { label: i18n._({ id: 'mail.account-created.action', message: 'Choose my password' }), url: options.url },
      afterAction: [i18n._({ id: 'mail.link-once-hours', message: 'The link works once and expires after {validHours} hours.', values: { validHours } })],
    }),
  };
}
