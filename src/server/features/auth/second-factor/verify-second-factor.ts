import { eq } from 'drizzle-orm';
import type { Db } from '../../../kernel/db/client';
import { staffUsers } from '../../../kernel/db/schema/index';
import type { Dependencies } from '../../../dependencies';
import { AppError } from '../../../kernel/errors';
import { recordAudit, type Change } from '../../audit/record-audit';
import { verifyPassword } from '../passwords';
import { beginSecondFactorProof, secondFactorProofSucceeded } from '../sign-in-limits';
import { SECOND_FACTOR_ATTEMPTS } from '@shared/auth/second-factor';
import { countRecoveryCodesLeft, useRecoveryCode } from './recovery-codes';
import { markSessionProved, refuseWrongProof, staffAudit } from './session-marks';
import { hasSecondFactor } from './session-gate';
import { acceptTotpCode } from './totp';
import { type StaffIdentity } from '../../../kernel/plugins/access';

type Deps = Pick<Dependencies, 'db' | 'clock'> & { config: Pick<Dependencies['config'], 'dataEncryptionKey'> };
/** The staff member changing their own second factor: who it is done to, and the change (D26). */
type Input = { staff: StaffIdentity; by: Change };

/**
 * Checks a code from the app (six digits) or a recovery code (ten characters, each used once) and,
 * when it is right, completes the session and counts as a fresh confirmation.
 */
export async function verifySecondFactorCode(deps: Deps, input: Input & { code: string }): Promise<void> {
  const now = deps.clock();
  if (!(await hasSecondFactor(deps.db, input.staff.adminId))) {
    throw new AppError('SECOND_FACTOR_NOT_SET_UP', 'No second factor is set up for this account yet');
  }
  const method = /^\d{6}$/.test(input.code) ? 'totp' : 'recovery_code';
  await beginSecondFactorProof(deps.db, { adminId: input.staff.adminId, limit: SECOND_FACTOR_ATTEMPTS, now });
  const accepted = await deps.db.transaction(async (tx) => {
    const ok =
      method === 'totp'
        ? await acceptTotpCode(tx, { adminUserId: input.staff.adminId, code: input.code, dataKey: deps.config.dataEncryptionKey, now, confirmed: true })
        : await useRecoveryCode(tx, { adminUserId: input.staff.adminId, code: input.code, now });
    if (!ok) return false;
    await markSessionProved(tx, { sessionId: input.staff.sessionId, now, secondFactor: true });
    await secondFactorProofSucceeded(tx, input.staff.adminId);
    const after = method === 'recovery_code' ? { method, recoveryCodesLeft: await countRecoveryCodesLeft(tx, input.staff.adminId) } : { method };
    await recordAudit(tx, staffAudit(input, { action: 'staff.second_factor_verified', after }));
    return true;
  });
  if (!accepted) return refuseWrongProof(deps.db, { staff: input.staff, by: input.by, now, method });
}

/** A fresh confirmation with the password (for the most sensitive actions; not a second factor). */
export async function confirmWithPassword(deps: Pick<Dependencies, 'clock'> & { db: Db }, input: Input & { password: string }): Promise<void> {
  const now = deps.clock();
  await beginSecondFactorProof(deps.db, { adminId: input.staff.adminId, limit: SECOND_FACTOR_ATTEMPTS, now });
  const [account] = await deps.db.select({ passwordHash: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.id, input.staff.adminId)).limit(1);
  if (!account || !(await verifyPassword(account.passwordHash, input.password))) {
    return refuseWrongProof(deps.db, { staff: input.staff, by: input.by, now, method: 'password', message: 'That password is not right. Please try again' });
  }
  await deps.db.transaction(async (tx) => {
    await markSessionProved(tx, { sessionId: input.staff.sessionId, now, secondFactor: false });
    await secondFactorProofSucceeded(tx, input.staff.adminId);
    await recordAudit(tx, staffAudit(input, { action: 'staff.confirmed', after: { method: 'password' } }));
  });
}
