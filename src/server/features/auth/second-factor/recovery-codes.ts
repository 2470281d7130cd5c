import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@shared/auth/second-factor';
import type { Db, Tx } from '../../../kernel/db/client';
import { staffRecoveryCodes } from '../../../kernel/db/schema/index';

// Letters and digits that cannot be mistaken for each other when read off paper (no 0/o, 1/l/i).
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

// 31^10 is about 2^49.5 per code: far past any guessing the attempt limit allows, so a fast hash
// is enough (a slow one would only slow the owner).
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** How people type a recovery code: without the dash, any case. */
export const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** Replaces an account's recovery codes with ten new ones; the codes themselves are shown once. */
export async function replaceRecoveryCodes(tx: Tx, adminUserId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.adminUserId, adminUserId));
  await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ adminUserId, codeHash: hashCode(code) })));
  return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}

/** Uses a recovery code up: true once, and never again for the same code. */
export async function useRecoveryCode(db: Db | Tx, options: { adminUserId: number; code: string; now: Date }): Promise<boolean> {
  const code = normaliseRecoveryCode(options.code);
  if (!/^[a-z0-9]{10}$/.test(code)) return false;
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: options.now })
    .where(
      and(
        eq(staffRecoveryCodes.adminUserId, options.adminUserId),
        eq(staffRecoveryCodes.codeHash, hashCode(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0;
}

export async function countRecoveryCodesLeft(db: Db | Tx, adminUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.adminUserId, adminUserId), isNull(staffRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
