import type { FastifyInstance } from 'fastify';
import { searchLinkMail } from '../../mail/templates/search-link';
import { getSettingValue } from '../settings/queries';
import { issueEmailToken } from '../verification/email-tokens';
import { findIncidentsByEmail } from './find-incidents-by-email';

export const SEARCH_LINK_MESSAGE =
  'If any records match this e-mail address, we have sent a link to see them to that address. The link works for 24 hours.';

/**
 * Private disclosure mode (D2). The answer is the same whether or not anything matched, and it
 * leaves before the lookup, the token and the mail, so neither the words nor the timing tell a
 * stranger anything. Only in development without SMTP is the work awaited, to return the link (D13).
 */
export async function emailSearchLink(app: FastifyInstance, email: string): Promise<{ devLink?: string }> {
  if (app.config.exposeDevLinks) {
    const url = await sendSearchLink(app, email);
    return url ? { devLink: url } : {};
  }
  setImmediate(() => {
    sendSearchLink(app, email).catch((error: unknown) => {
      app.log.error({ err: error }, 'search link could not be prepared');
    });
  });
  return {};
}

/** Looks the address up and, when it has records, mails it a link to them; answers the link. */
async function sendSearchLink(app: FastifyInstance, email: string): Promise<string | undefined> {
  const matches = await findIncidentsByEmail(app.db, email);
  if (matches.length === 0) return undefined;
  const token = await issueEmailToken(app.db, { email, purpose: 'search_results' });
  const url = `${app.config.publicUrl}/?results=${encodeURIComponent(token)}`;
  const platformName = (await getSettingValue(app.db, 'platform_name')) ?? 'Haven';
  try {
    await app.mailer.send({ to: email, ...searchLinkMail({ platformName, url }) });
  } catch (error) {
    app.log.error({ err: error }, 'search link e-mail could not be sent');
  }
  return url;
}
