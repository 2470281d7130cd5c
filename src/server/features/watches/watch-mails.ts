import { renderMail } from '../../kernel/mail/render';

/**
 * D18, D19: asks the owner of an address to confirm a request for news about a platform made with
 * it. It names the platform (its page is public, D28) and nothing of anyone's report.
 */
export function watchConfirmationMail(options: { organisation: string; platformName: string; url: string }) {
  return {
    subject: `Please confirm: news about ${options.platformName}`,
    ...renderMail({
      platformName: options.organisation,
      heading: `Did you ask for news about ${options.platformName}?`,
      paragraphs: [
        `Someone asked us, with this e-mail address, to write when new reports about ${options.platformName} are confirmed.`,
        'If it was you, open the link below to confirm. We then write at most once a day, only when there is news, and you can stop at any time.',
        'If it was not you, you can ignore this message: nothing more will be sent.',
      ],
      action: { label: 'Yes, send me news', url: options.url },
      afterAction: ['The link works once and expires after 7 days.'],
    }),
  };
}

/** One thing the digest has news about, in words, and where it is seen. */
export type NewsItem = { label: string; url: string };

/**
 * D19, D30: the daily digest says only that there is news, about what, and where to see it: never who
 * reported, what they said, an amount, a date or how many. An account is named only as one from the
 * person's case, since the mailbox may be read by others. Stopped in one click (List-Unsubscribe).
 */
export function watchNewsMail(options: { organisation: string; items: NewsItem[]; signInNeeded: boolean; stopUrl: string }) {
  const [first, ...others] = options.items;
  if (!first) throw new Error('A news mail needs news');
  const subject = others.length === 0 ? `There is news about ${first.label}` : 'There is news about what you asked us to watch';
  const about =
    others.length === 0
      ? [`You asked us to write when others report ${first.label}. A new report about it has been confirmed.`]
      : [
          'You asked us to write when others report what your case names. New reports have been confirmed about:',
          ...options.items.map((item) => `${item.label.charAt(0).toUpperCase()}${item.label.slice(1)}: ${item.url}`),
        ];
  return {
    subject,
    ...renderMail({
      platformName: options.organisation,
      heading: subject,
      paragraphs: [
        ...about,
        `This e-mail says no more, in case someone else reads your mail. You can see what is new on ${options.organisation}${options.signInNeeded ? ' once you sign in' : ''}.`,
      ],
      action: { label: 'See what is new', url: first.url },
      afterAction: [
        'We write at most once a day, and only when there is news.',
        'A report is one person’s account of what happened to them. Nobody can promise that money will come back, and we never ask you for a fee.',
      ],
      unsubscribeUrl: options.stopUrl,
    }),
  };
}
