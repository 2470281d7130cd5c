import { createHmac, timingSafeEqual } from 'node:crypto';
import { WATCH_STOP_TOKEN_PATTERN } from '@shared/watches/schema';

// The stop link of a news mail names the watcher and carries a keyed signature of that id, as bulk
// mail's unsubscribe link does (features/notifications/unsubscribe-token.ts) under a purpose of its
// own, so neither link works as the other: no stored state, and an old mail's link still works.
const PURPOSE = 'haven:watch-stop:v1';

const signatureOf = (secret: string, watcherId: number) => createHmac('sha256', secret).update(`${PURPOSE}:${watcherId}`).digest('base64url').slice(0, 32);

export function watchStopToken(secret: string, watcherId: number): string {
  return `${watcherId}.${signatureOf(secret, watcherId)}`;
}

/** The watcher a token names, or null when this server did not make it. */
export function watcherOfStopToken(secret: string, token: string): number | null {
  if (!WATCH_STOP_TOKEN_PATTERN.test(token)) return null;
  const [id, signature] = token.split('.') as [string, string];
  const watcherId = Number(id);
  const expected = Buffer.from(signatureOf(secret, watcherId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? watcherId : null;
}

/** The one-click address of List-Unsubscribe (RFC 8058): a POST to it stops every watch. */
export const watchStopApiUrl = (publicUrl: string, token: string) => `${publicUrl}/api/watch-stops/${token}`;

/** The page the mail's text links to: what is watched, a button for each and one for all. */
export const watchStopPageUrl = (publicUrl: string, token: string) => `${publicUrl}/stop-news/${token}`;
