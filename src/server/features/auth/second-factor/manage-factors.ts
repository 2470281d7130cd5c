import { and, eq, isNotNull } from 'drizzle-orm';
import type { SecondFactorStatus } from '@shared/auth/second-factor';
import type { Db, Tx } from '../../../kernel/db/client';
import { staffPasskeys, staffRecoveryCodes, staffTotp } from '../../../kernel/db/schema/index';
import type { Dependencies } from '../../../dependencies';
import { AppError } from '../../../kernel/errors';
import { recordAudit, type Change } from '../../audit/record-audit';
import { getSettingValue } from '../../settings/queries';
import { countRecoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes';
import { markSessionProved, staffAudit } from './session-marks';
import { confirmedUntil, hasSecondFactor, isSecondFactorRequired } from './session-gate';
import { acceptTotpCode, startTotpEnrolment, type TotpEnrolment } from './totp';
import { type StaffIdentity, type SecondFactorGate } from '../../../kernel/plugins/access';

type Deps = Pick<Dependencies, 'db' | 'clock'> & { config: Pick<Dependencies['config'], 'dataEncryptionKey' | 'isProduction'> };
/** The staff member changing their own second factor: who it is done to, and the change (D26). */
type Input = { staff: StaffIdentity; by: Change };

export const NOT_WHILE_CODE_OWED = 'Please enter a code from your app or use a passkey first';

async function hasConfirmedTotp(db: Db | Tx, adminUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: staffTotp.adminUserId })
    .from(staffTotp)
    .where(and(eq(staffTotp.adminUserId, adminUserId), isNotNull(staffTotp.confirmedAt)))
    .limit(1);
  return row !== undefined;
}

/** What the security page and the sign-in steps show: never a secret, only what is set up. */
export async function readSecondFactorStatus(deps: Pick<Dependencies, 'db' | 'clock'>, input: { staff: StaffIdentity; gate: SecondFactorGate }): Promise<SecondFactorStatus> {
  const { db } = deps;
  const { staff, gate } = input;
  const passkeys = await db
    .select({ id: staffPasskeys.id, name: staffPasskeys.name, createdAt: staffPasskeys.createdAt, lastUsedAt: staffPasskeys.lastUsedAt })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.adminUserId, staff.adminId))
    .orderBy(staffPasskeys.id);
  return {
    step: gate.step,
    required: gate.required,
    totp: await hasConfirmedTotp(db, staff.adminId),
    passkeys: passkeys.map((p) => ({ ...p, createdAt: p.createdAt.toISOString(), lastUsedAt: p.lastUsedAt?.toISOString() ?? null })),
    recoveryCodesLeft: await countRecoveryCodesLeft(db, staff.adminId),
    confirmedUntil: gate.step === 'complete' ? confirmedUntil(gate, deps.clock()) : null,
  };
}

/** A session that owes a code may not set up a new factor instead of giving it. */
export function refuseWhileCodeOwed(gate: SecondFactorGate): void {
  if (gate.step === 'verify') throw new AppError('SECOND_FACTOR_REQUIRED', NOT_WHILE_CODE_OWED);
}

export async function beginTotpEnrolment(deps: Deps, input: Input & { gate: SecondFactorGate }): Promise<TotpEnrolment> {
  refuseWhileCodeOwed(input.gate);
  if (await hasConfirmedTotp(deps.db, input.staff.adminId)) {
    throw new AppError('SECOND_FACTOR_ALREADY_SET_UP', 'An authenticator app is already set up. Remove it first to set up another');
  }
  const issuer = (await getSettingValue(deps.db, 'platform_name')) || 'Haven';
  return startTotpEnrolment(deps.db, {
    adminUserId: input.staff.adminId,
    accountName: input.staff.username,
    issuer,
    dataKey: deps.config.dataEncryptionKey,
    now: deps.clock(),
  });
}

/**
 * The first right code from a newly added app confirms it. The session that did so is complete;
 * a first factor comes with ten recovery codes, shown this once.
 */
export async function finishTotpEnrolment(deps: Deps, input: Input & { gate: SecondFactorGate; code: string }): Promise<{ recoveryCodes: string[] | null }> {
  refuseWhileCodeOwed(input.gate);
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    const hadFactor = await hasSecondFactor(tx, input.staff.adminId);
    const ok = await acceptTotpCode(tx, { adminUserId: input.staff.adminId, code: input.code, dataKey: deps.config.dataEncryptionKey, now, confirmed: false });
    if (!ok) return null;
    const recoveryCodes = hadFactor ? null : await replaceRecoveryCodes(tx, input.staff.adminId);
    await markSessionProved(tx, { sessionId: input.staff.sessionId, now, secondFactor: true });
    await recordAudit(tx, staffAudit(input, { action: 'staff.second_factor_added', after: { method: 'totp' } }));
    return { recoveryCodes };
  });
  if (!result) {
    // A wrong first code is not a guess at a secret someone else holds: it is not counted.
    throw new AppError('SECOND_FACTOR_INVALID', 'That code did not match. Check the time on your phone and enter the newest code');
  }
  return result;
}

/** Where a second factor is required, the last one cannot go: the next sign-in would be locked out. */
async function refuseRemovingLast(deps: Deps, tx: Tx, adminUserId: number): Promise<void> {
  if ((await hasSecondFactor(tx, adminUserId)) || !(await isSecondFactorRequired(tx, deps.config.isProduction))) return;
  throw new AppError('LAST_SECOND_FACTOR', 'Your organisation requires a second factor: add another way to sign in before removing this one');
}

/** With no factor left, recovery codes would be a way in of their own: they go too. */
async function dropCodesIfNoFactor(tx: Tx, adminUserId: number): Promise<void> {
  if (!(await hasSecondFactor(tx, adminUserId))) await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.adminUserId, adminUserId));
}

export async function removeTotp(deps: Deps, input: Input): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const removed = await tx.delete(staffTotp).where(eq(staffTotp.adminUserId, input.staff.adminId)).returning({ confirmedAt: staffTotp.confirmedAt });
    if (!removed[0]?.confirmedAt) throw new AppError('SECOND_FACTOR_NOT_SET_UP', 'No authenticator app is set up');
    await refuseRemovingLast(deps, tx, input.staff.adminId);
    await dropCodesIfNoFactor(tx, input.staff.adminId);
    await recordAudit(tx, staffAudit(input, { action: 'staff.second_factor_removed', after: { method: 'totp' } }));
  });
}

export async function removePasskey(deps: Deps, input: Input & { passkeyId: number }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.id, input.passkeyId), eq(staffPasskeys.adminUserId, input.staff.adminId)))
      .returning({ name: staffPasskeys.name });
    if (!removed) throw new AppError('PASSKEY_NOT_FOUND', 'This passkey was not found');
    await refuseRemovingLast(deps, tx, input.staff.adminId);
    await dropCodesIfNoFactor(tx, input.staff.adminId);
    await recordAudit(tx, staffAudit(input, { action: 'staff.second_factor_removed', after: { method: 'passkey', name: removed.name } }));
  });
}

export async function renewRecoveryCodes(deps: Deps, input: Input): Promise<string[]> {
  return deps.db.transaction(async (tx) => {
    if (!(await hasSecondFactor(tx, input.staff.adminId))) {
      throw new AppError('SECOND_FACTOR_NOT_SET_UP', 'Set up an authenticator app or a passkey first');
    }
    const codes = await replaceRecoveryCodes(tx, input.staff.adminId);
    await recordAudit(tx, staffAudit(input, { action: 'staff.recovery_codes_renewed' }));
    return codes;
  });
}
