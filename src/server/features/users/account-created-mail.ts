import { renderMail } from '../../kernel/mail/render';

/** To a person staff made a profile for: a link to choose a password (D19: says little). */
export function usersAccountCreatedMail(options: { platformName: string; url: string; validHours: number }) {
  return {
    subject: `Your account on ${options.platformName}`,
    ...renderMail({
      platformName: options.platformName,
      heading: 'An account was created for you',
      paragraphs: [
        'A case worker created an account for this e-mail address so that you can follow your case. Open the link below to check your details and choose a password.',
        'If you did not expect this message, you can ignore it; nobody can sign in to the account without a password.',
      ],
      action: { label: 'Choose my password', url: options.url },
      afterAction: [`The link works once and expires after ${options.validHours} hours.`],
    }),
  };
}
