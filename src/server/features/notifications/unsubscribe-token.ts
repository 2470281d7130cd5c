import { createHmac, timingSafeEqual } from 'node:crypto';

// The link names the person and carries a keyed signature of that id: it cannot be forged for
// someone else, needs no stored state and never expires (an old newsletter's link still works).
const PURPOSE = 'haven:bulk-unsubscribe:v1';

const signatureOf = (secret: string, userId: number) => createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url').slice(0, 32);

export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${signatureOf(secret, userId)}`;
}

/** The user id a token names, or null when it was not made by this server. */
export function userOfUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(signatureOf(secret, userId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/** The one-click link of List-Unsubscribe (RFC 8058): a POST to it unsubscribes. */
export function unsubscribeApiUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/unsubscribe/${token}`;
}

/** The page a person reaches from the link in the mail's text, with one button. */
export function unsubscribePageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/unsubscribe/${token}`;
}
