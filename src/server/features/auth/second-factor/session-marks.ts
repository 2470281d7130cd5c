import { eq, sql } from 'drizzle-orm';
import { SECOND_FACTOR_ATTEMPTS } from '@shared/auth/second-factor';
import type { Db, Tx } from '../../../kernel/db/client';
import { sessions } from '../../../kernel/db/schema/index';
import { AppError } from '../../../kernel/errors';
import { recordAudit, type AuditEntry, type Change } from '../../audit/record-audit';
import { type StaffIdentity } from '../../../kernel/plugins/access';

export const WRONG_CODE = 'That code did not work. Please check it and try again';
export const TOO_MANY_WRONG = 'Too many attempts. Please sign in again';

/**
 * A session proved who holds it: with a second factor (which completes it, counts as a fresh
 * confirmation, and starts the count of wrong tries over) or with the password again (a fresh
 * confirmation only: the password must never buy more guesses at a code).
 */
export async function markSessionProved(tx: Tx, options: { sessionId: number; now: Date; secondFactor: boolean }): Promise<void> {
  await tx
    .update(sessions)
    .set({
      confirmedAt: options.now,
      ...(options.secondFactor
        ? { secondFactorFailures: 0, secondFactorAt: sql`coalesce(${sessions.secondFactorAt}, ${options.now.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(eq(sessions.id, options.sessionId));
}

/**
 * A wrong code, passkey or password from a session: audited, and counted, so one password lets an
 * attacker try only SECOND_FACTOR_ATTEMPTS codes before the session ends and the sign-in limits
 * (per account and client) stand in front again.
 */
export async function refuseWrongProof(
  db: Db,
  options: { staff: StaffIdentity; by: Change; now: Date; method: string; message?: string },
): Promise<never> {
  const ended = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(sessions)
      .set({ secondFactorFailures: sql`${sessions.secondFactorFailures} + 1` })
      .where(eq(sessions.id, options.staff.sessionId))
      .returning({ failures: sessions.secondFactorFailures });
    const tooMany = (row?.failures ?? SECOND_FACTOR_ATTEMPTS) >= SECOND_FACTOR_ATTEMPTS;
    if (tooMany) await tx.update(sessions).set({ revokedAt: options.now }).where(eq(sessions.id, options.staff.sessionId));
    await recordAudit(tx, {
      actor: options.by.actor,
      action: 'staff.second_factor_failed',
      entity: { type: 'admin_user', id: options.staff.adminId },
      after: { method: options.method, sessionEnded: tooMany },
      ip: options.by.ip,
    });
    return tooMany;
  });
  if (ended) throw new AppError('STAFF_SIGN_IN_REQUIRED', TOO_MANY_WRONG);
  throw new AppError('SECOND_FACTOR_INVALID', options.message ?? WRONG_CODE);
}

export function staffAudit(
  change: { staff: StaffIdentity; by: Change },
  entry: Omit<AuditEntry, 'actor' | 'entity' | 'ip'> & Partial<Pick<AuditEntry, 'entity'>>,
): AuditEntry {
  return { actor: change.by.actor, entity: { type: 'admin_user', id: change.staff.adminId }, ip: change.by.ip, ...entry };
}
