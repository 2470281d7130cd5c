import { renderMail } from '../../kernel/mail/render';

export function searchLinkMail(options: { platformName: string; url: string }) {
  return {
    subject: `Your search on ${options.platformName}`,
    ...renderMail({
      platformName: options.platformName,
      heading: 'Your search results',
      paragraphs: [
        'Someone searched our directory of reported fraud incidents for this e-mail address. To protect your privacy, the results are only shown through this link.',
        'If this was not you, you can ignore this message.',
      ],
      action: { label: 'See the results', url: options.url },
      afterAction: ['The link expires after 24 hours.'],
    }),
  };
}
