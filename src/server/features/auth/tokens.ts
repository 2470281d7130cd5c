import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: sessions, admin tokens and e-mailed links. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

// The tokens carry 256 bits of entropy, so an unsalted SHA-256 is enough to make a leaked table
// useless without slowing every request down with a password hash.
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
