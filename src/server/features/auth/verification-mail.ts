import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';

export function verificationMail(options: { locale: string; platformName: string; url: string }) {
  const i18n = textsFor(options.locale);
  const { platformName } = options;
  return {
    subject: i18n._({ id: 'mail.verification.subject', message: 'Confirm your e-mail address for {platformName}', values: { platformName } }),
    ...renderMail({
      locale: options.locale,
      platformName,
      heading: i18n._({ id: 'mail.verification.heading', message: 'Confirm your e-mail address' }),
      paragraphs: [
        i18n._({
          id: 'mail.verification.body',
          message:
            'You (or someone using this address) asked for help on our platform. Open the link below to confirm that this e-mail address is yours and create your profile.',
        }),
        i18n._({ id: 'mail.verification.not-you', message: 'If this was not you, you can ignore this message; nothing will happen.' }),
      ],
      action: { label: i18n._({ id: 'mail.verification.action', message: 'Confirm my e-mail address' }), url: options.url },
      afterAction: [i18n._({ id: 'mail.link-once-24-hours', message: 'The link works once and expires after 24 hours.' })],
    }),
  };
}
