import { createHash } from 'node:crypto';

/**
 * Haven's own namespace for name-based UUIDs. Fixed for good: changing it would give every
 * indicator a new id, and a receiving MISP or OpenCTI would hold each identifier twice.
 */
const HAVEN_NAMESPACE = '9b0eac50-a318-4fd7-8145-005ab550e336';

const bytesOf = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex');

/** A version 5 UUID (RFC 9562, SHA-1 of the namespace and the name): the same name always gives the same id. */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1').update(bytesOf(namespace)).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The namespace of one organisation's exports, from its public address: the same scammer
 * identifier exported twice by one organisation gets the same id (so a receiving platform updates
 * it rather than adding a second), and two organisations never claim each other's objects.
 */
export function organisationNamespace(publicUrl: string): string {
  let origin = publicUrl;
  try {
    origin = new URL(publicUrl).origin;
  } catch {
    // The configuration check refuses a bad PUBLIC_URL at start; the text itself still names it.
  }
  return uuidV5(`haven-organisation:${origin}`, HAVEN_NAMESPACE);
}
