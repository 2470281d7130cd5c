import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// AES-256-GCM with a fresh 96-bit nonce per value; the tag makes tampering detectable (D5). Used
// for payout account details, a payout's free-text additional information and secret settings,
// all under the data key (DATA_ENCRYPTION_KEY).
const VERSION = 'v1';

/** How every ciphertext of this module starts, so plain text left from before can be told apart. */
export const CIPHERTEXT_PREFIX = `${VERSION}:`;

export function encryptField(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
}

export function decryptField(key: Buffer, stored: string): string {
  const [version, payload] = stored.split(':');
  if (version !== VERSION || !payload) throw new Error('unknown encrypted-field format');
  const data = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
  decipher.setAuthTag(data.subarray(12, 28));
  return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
}
