import { renderMail } from '../../kernel/mail/render';

export function verificationMail(options: { platformName: string; url: string }) {
  return {
    subject: `Confirm your e-mail address for ${options.platformName}`,
    ...renderMail({
      platformName: options.platformName,
      heading: 'Confirm your e-mail address',
      paragraphs: [
        'You (or someone using this address) asked for help on our platform. Open the link below to confirm that this e-mail address is yours and create your profile.',
        'If this was not you, you can ignore this message; nothing will happen.',
      ],
      action: { label: 'Confirm my e-mail address', url: options.url },
      afterAction: ['The link works once and expires after 24 hours.'],
    }),
  };
}
