import { hasMailServer } from '../settings/mail-settings';
import type { Config } from '../../kernel/config';
import type { Dependencies } from '../../dependencies';
import { queueMail } from '../../kernel/mail/outbox/queue-mail';
import { searchLinkMail } from './search-link-mail';
import { getPlatformName } from '../settings/queries';
import { issueEmailToken } from '../auth/email-tokens';
import { findIncidentsByEmail } from './find-incidents-by-email';
import { victimMailLocale } from '../settings/locale';

export const SEARCH_LINK_MESSAGE =
  'If any records match this e-mail address, we have sent a link to see them to that address. The link works for 24 hours.';

/** Said instead when no mail server is set: nothing goes out, whether or not anything matched. */
export const SEARCH_LINK_NOT_SENT_MESSAGE =
  'This site cannot send e-mail at the moment, so no link was sent. Please try again later, or search without private mode.';

export type SearchLinkDependencies = Pick<Dependencies, 'db' | 'jobs' | 'log'> & {
  config: Pick<Config, 'publicUrl' | 'exposeDevLinks' | 'dataEncryptionKey' | 'smtpUrl'>;
};

/**
 * Private disclosure mode (D2). The answer is the same whether or not anything matched, and it
 * leaves before the lookup, the token and the mail, so neither the words nor the timing tell a
 * stranger anything. Only in development without SMTP is the work awaited, to return the link (D13).
 */
export async function emailSearchLink(deps: SearchLinkDependencies, email: string, locale?: string | null): Promise<{ devLink?: string; mailSent: boolean }> {
  if (deps.config.exposeDevLinks) {
    const url = await sendSearchLink(deps, email, locale);
    return url ? { devLink: url, mailSent: false } : { mailSent: false };
  }
  // Whether a mail server is set says nothing about the address, so the answer may depend on it.
  if (!(await hasMailServer(deps.db, deps.config))) return { mailSent: false };
  setImmediate(() => {
    sendSearchLink(deps, email, locale).catch((error: unknown) => {
      deps.log.error({ err: error }, 'search link could not be prepared');
    });
  });
  return { mailSent: true };
}

/** Looks the address up and, when it has records, mails it a link to them; answers the link. */
async function sendSearchLink(deps: SearchLinkDependencies, email: string, locale?: string | null): Promise<string | undefined> {
  const matches = await findIncidentsByEmail(deps.db, email);
  if (matches.length === 0) return undefined;
  const platformName = await getPlatformName(deps.db);
  // The link and its mail are written together: no link exists that was not mailed.
  return deps.db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, { email, purpose: 'search_results' });
    const url = `${deps.config.publicUrl}/?results=${encodeURIComponent(token)}`;
    await queueMail(deps, tx, 'search_link', { to: email, ...searchLinkMail({ locale: await victimMailLocale(tx, email, locale), platformName, url }) });
    return url;
  });
}
