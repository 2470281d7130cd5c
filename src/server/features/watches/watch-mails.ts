import { renderMail } from '../../kernel/mail/render';
import { textsFor, type Texts } from '../../kernel/texts/texts';

/**
 * D18, D19: asks the owner of an address to confirm a request for news about a platform made with
 * it. It names the platform (its page is public, D28) and nothing of anyone's report.
 */
export function watchConfirmationMail(options: { locale: string; organisation: string; platformName: string; url: string }) {
  const i18n = textsFor(options.locale);
  const { platformName } = options;
  return {
    subject: i18n._({ id: 'mail.watch-confirmation.subject', message: 'Please confirm: news about {platformName}', values: { platformName } }),
    ...renderMail({
      locale: options.locale,
      platformName: options.organisation,
      heading: i18n._({ id: 'mail.watch-confirmation.heading', message: 'Did you ask for news about {platformName}?', values: { platformName } }),
      paragraphs: [
        i18n._({
          id: 'mail.watch-confirmation.body',
          message: 'Someone asked us, with this e-mail address, to write when new reports about {platformName} are confirmed.',
          values: { platformName },
        }),
        i18n._({
          id: 'mail.watch-confirmation.if-you',
          message: 'If it was you, open the link below to confirm. We then write at most once a day, only when there is news, and you can stop at any time.',
        }),
        i18n._({ id: 'mail.watch-confirmation.if-not-you', message: 'If it was not you, you can ignore this message: nothing more will be sent.' }),
      ],
      action: { label: i18n._({ id: 'mail.watch-confirmation.action', message: 'Yes, send me news' }), url: options.url },
      afterAction: [i18n._({ id: 'mail.link-once-7-days', message: 'The link works once and expires after 7 days.' })],
    }),
  };
}

/**
 * One thing the digest has news about, and where it is seen: a platform by its name, a website by
 * its domain, an account only as one from the person's case (D19).
 */
export type NewsItem = { url: string } & (
  | { kind: 'platform'; platformName: string | null }
  | { kind: 'website'; domain: string }
  | { kind: 'account'; caseReference: string | null }
);

/** A news item in words, in the reader's language (lower case: it goes inside a sentence). */
function newsLabel(i18n: Texts, item: NewsItem): string {
  if (item.kind === 'platform') return item.platformName ?? i18n._({ id: 'mail.watch-news.item.a-platform', message: 'a platform' });
  if (item.kind === 'website') return i18n._({ id: 'mail.watch-news.item.website', message: 'the website {domain}', values: { domain: item.domain } }).trim();
  return item.caseReference === null
    ? i18n._({ id: 'mail.watch-news.item.account', message: 'an account named in your case' })
    : i18n._({ id: 'mail.watch-news.item.account-of-case', message: 'an account named in your case {caseReference}', values: { caseReference: item.caseReference } });
}

/**
 * D19, D30: the daily digest says only that there is news, about what, and where to see it: never who
 * reported, what they said, an amount, a date or how many. An account is named only as one from the
 * person's case, since the mailbox may be read by others. Stopped in one click (List-Unsubscribe).
 */
export function watchNewsMail(options: { locale: string; organisation: string; items: NewsItem[]; signInNeeded: boolean; stopUrl: string }) {
  const i18n = textsFor(options.locale);
  const [first, ...others] = options.items;
  if (!first) throw new Error('A news mail needs news');
  const { organisation } = options;
  const label = newsLabel(i18n, first);
  const subject =
    others.length === 0
      ? i18n._({ id: 'mail.watch-news.one.subject', message: 'There is news about {label}', values: { label } })
      : i18n._({ id: 'mail.watch-news.many.subject', message: 'There is news about what you asked us to watch' });
  const about =
    others.length === 0
      ? [i18n._({ id: 'mail.watch-news.one.body', message: 'You asked us to write when others report {label}. A new report about it has been confirmed.', values: { label } })]
      : [
          i18n._({ id: 'mail.watch-news.many.body', message: 'You asked us to write when others report what your case names. New reports have been confirmed about:' }),
          ...options.items.map((item) => {
            const words = newsLabel(i18n, item);
            return `${words.charAt(0).toLocaleUpperCase(i18n.locale)}${words.slice(1)}: ${item.url}`;
          }),
        ];
  return {
    subject,
    ...renderMail({
      locale: options.locale,
      platformName: organisation,
      heading: subject,
      paragraphs: [
        ...about,
        options.signInNeeded
          ? i18n._({
              id: 'mail.watch-news.says-no-more.sign-in',
              message: 'This e-mail says no more, in case someone else reads your mail. You can see what is new on {organisation} once you sign in.',
              values: { organisation },
            })
          : i18n._({
              id: 'mail.watch-news.says-no-more',
              message: 'This e-mail says no more, in case someone else reads your mail. You can see what is new on {organisation}.',
              values: { organisation },
            }),
      ],
      action: { label: i18n._({ id: 'mail.watch-news.action', message: 'See what is new' }), url: first.url },
      afterAction: [
        i18n._({ id: 'mail.watch-news.how-often', message: 'We write at most once a day, and only when there is news.' }),
        i18n._({
          id: 'mail.watch-news.a-report-is',
          message: 'A report is one person’s account of what happened to them. Nobody can promise that money will come back, and we never ask you for a fee.',
        }),
      ],
      unsubscribeUrl: options.stopUrl,
    }),
  };
}
