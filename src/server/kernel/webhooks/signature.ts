import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Deliveries are signed as Stripe signs its webhooks: `Haven-Signature: t=<unix seconds>,v1=<hex>`,
// where v1 is HMAC-SHA256 under the endpoint's secret of `<t>.<the exact body>`. The time inside
// the signature lets a receiver refuse a replay of an old delivery (five minutes is usual).

/** A new endpoint's signing secret: `whsec_` and 256 random bits, used as it reads (UTF-8) as the HMAC key. */
export function createWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The Haven-Signature header of one try. */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * What a receiver does, in TypeScript (the README has it for a receiver in Node): the header's
 * v1 matches the body under the secret, and its time is within `toleranceSeconds` of now.
 */
export function verifySignature(input: { secret: string; body: string; header: string | undefined; now: Date; toleranceSeconds?: number }): boolean {
  if (!input.header) return false;
  const parts = new Map(input.header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(input.now.getTime() / 1000 - timestamp) > (input.toleranceSeconds ?? 300)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(hmac(input.secret, timestamp, input.body), 'hex'));
}
