import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';

export function searchLinkMail(options: { locale: string; platformName: string; url: string }) {
  const i18n = textsFor(options.locale);
  const { platformName } = options;
  return {
    subject: i18n._({ id: 'mail.search-link.subject', message: 'Your search on {platformName}', values: { platformName } }),
    ...renderMail({
      locale: options.locale,
      platformName,
      heading: i18n._({ id: 'mail.search-link.heading', message: 'Your search results' }),
      paragraphs: [
        i18n._({
          id: 'mail.search-link.body',
          message:
            'Someone searched our directory of reported fraud incidents for this e-mail address. To protect your privacy, the results are only shown through this link.',
        }),
        i18n._({ id: 'mail.search-link.not-you', message: 'If this was not you, you can ignore this message.' }),
      ],
      action: { label: i18n._({ id: 'mail.search-link.action', message: 'See the results' }), url: options.url },
      afterAction: [i18n._({ id: 'mail.search-link.expiry', message: 'The link expires after 24 hours.' })],
    }),
  };
}
