import { and, eq, isNotNull, not, like } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { payoutRequests } from '../../kernel/db/schema/index';
import { CIPHERTEXT_PREFIX, decryptField, encryptField } from '../../kernel/crypto/field-cipher';

// People type sort codes and account names into this free-text field, so it is kept encrypted
// exactly like the account details (D5).

export function sealAdditionalInfo(key: Buffer, plaintext: string | undefined): string | null {
  return plaintext ? encryptField(key, plaintext) : null;
}

/**
 * The plain text for its owner. A value without the cipher's prefix was stored before this field
 * was encrypted and the start-up sweep has not reached it yet: it is returned as it is.
 */
export function readAdditionalInfo(key: Buffer, stored: string | null): string | null {
  if (stored === null) return null;
  return stored.startsWith(CIPHERTEXT_PREFIX) ? decryptField(key, stored) : stored;
}

/**
 * Encrypts additional information stored in plain text (before encryption, or by demo data loaded
 * while the server was stopped). Idempotent: encrypted values are left alone, so every start runs it.
 */
export async function encryptPlainPayoutInfo(db: Db, key: Buffer): Promise<number> {
  const plain = await db
    .select({ id: payoutRequests.id, additionalInfo: payoutRequests.additionalInfo })
    .from(payoutRequests)
    .where(and(isNotNull(payoutRequests.additionalInfo), not(like(payoutRequests.additionalInfo, `${CIPHERTEXT_PREFIX}%`))));
  for (const row of plain) {
    // Matching the old value too: a concurrent edit in between wins rather than being overwritten.
    await db
      .update(payoutRequests)
      .set({ additionalInfo: encryptField(key, row.additionalInfo!) })
      .where(and(eq(payoutRequests.id, row.id), eq(payoutRequests.additionalInfo, row.additionalInfo!)));
  }
  return plain.length;
}
