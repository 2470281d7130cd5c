import { sql } from 'drizzle-orm';
import { normaliseIdentifier } from '@shared/identifier';
import { staffUsers } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { recordAudit, type Change } from '../audit/record-audit';
import type { Dependencies } from '../../dependencies';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { createStaffSession, revokeStaffSessions, revokeSession } from './sessions';
import { type StaffIdentity } from '../../kernel/plugins/access';
import type { Locale } from '@shared/i18n/locales';

export const STAFF_LOGIN_FAILED = 'Invalid username or password';

/**
 * One answer for an unknown username, a disabled account and a wrong password, so the form tells
 * nobody which usernames exist. The password is always verified (against the dummy hash when there
 * is no account) before anything is decided, so the three take the same time to refuse.
 */
export async function logInStaff(deps: Pick<Dependencies, 'db' | 'clock'>, input: { username: string; password: string; ip?: string; signal?: AbortSignal; /** The language they sign in with: their mail's from now on (D31). */ locale?: Locale }) {
  const { db } = deps;
  const [account] = await db
    .select()
    .from(staffUsers)
    // The stored form (shared/identifier.ts), the one the sign-in limits count on too.
    .where(sql`${staffUsers.username} = ${normaliseIdentifier(input.username)}`)
    .limit(1);
  const valid = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), input.password, { signal: input.signal });
  const actor = account ? { type: 'admin' as const, id: account.id, label: account.username, role: account.role } : undefined;

  if (!account || account.disabledAt !== null || !valid) {
    // Every failure is audited, an unknown username too (so the three also cost the same write).
    // Never the password; nor a username nobody has, which is often a password typed in the wrong box.
    await db.transaction((tx) =>
      recordAudit(tx, {
        actor: actor ?? { type: 'system', label: 'unknown username' },
        action: 'staff.sign_in_failed',
        entity: account ? { type: 'admin_user', id: account.id } : { type: 'admin_user' },
        after: { reason: !account ? 'unknown_username' : account.disabledAt !== null ? 'disabled' : 'wrong_password' },
        ip: input.ip,
      }),
    );
    throw new AppError('LOGIN_FAILED', STAFF_LOGIN_FAILED);
  }

  const session = await createStaffSession(db, account.id);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ lastLoginAt: deps.clock(), ...(input.locale ? { locale: input.locale } : {}) }).where(sql`${staffUsers.id} = ${account.id}`);
    await recordAudit(tx, { actor: actor!, action: 'staff.signed_in', entity: { type: 'admin_user', id: account.id }, ip: input.ip });
  });
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    role: account.role,
    // An admin made before display names existed shows under the name they sign in with.
    displayName: account.displayName ?? account.username,
  };
}

/** Ends the caller's staff session, with its audit row in the same transaction. */
export async function logOutStaff(deps: Pick<Dependencies, 'db' | 'clock'>, input: { staff: StaffIdentity; by: Change }): Promise<void> {
  const { staff, by } = input;
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, { sessionId: staff.sessionId, now: deps.clock() });
    await recordAudit(tx, { actor: by.actor, action: 'staff.signed_out', entity: { type: 'admin_user', id: staff.adminId }, ip: by.ip });
  });
}

/**
 * Ends every session of the caller's staff account, this one included: what to do when a laptop
 * is lost or a password may be known to someone else. Audited in the same transaction.
 */
export async function logOutStaffEverywhere(deps: Pick<Dependencies, 'db' | 'clock'>, input: { staff: StaffIdentity; by: Change }): Promise<void> {
  const { staff, by } = input;
  await deps.db.transaction(async (tx) => {
    await revokeStaffSessions(tx, { adminUserId: staff.adminId, now: deps.clock() });
    await recordAudit(tx, { actor: by.actor, action: 'staff.signed_out_everywhere', entity: { type: 'admin_user', id: staff.adminId }, ip: by.ip });
  });
}
