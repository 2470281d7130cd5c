import { count, eq } from 'drizzle-orm';
import { staffUsers, staffPasskeys, staffRecoveryCodes, staffTotp } from '../../../kernel/db/schema/index';
import type { Dependencies } from '../../../dependencies';
import { AppError } from '../../../kernel/errors';
import { recordAudit, type Change } from '../../audit/record-audit';
import { normaliseIdentifier } from '@shared/identifier';
import { revokeStaffSessions } from '../sessions';
import { type StaffIdentity } from '../../../kernel/plugins/access';

export const NOT_ON_YOURSELF = 'You cannot reset your own second factor here. Change it on your Security page';

/**
 * An admin takes away another staff member's second factor (a lost phone): their app, passkeys
 * and recovery codes go, their sessions end, and the next sign-in sets a new one up where it is
 * required. Never on the admin's own account: that would turn one admin's password into a way
 * past their own second factor.
 */
export async function resetStaffSecondFactor(
  deps: Pick<Dependencies, 'db' | 'clock'>,
  input: {
    /** The admin asking, when one is (not at the command line): never for their own account. */
    staff?: StaffIdentity;
    account: { id: number } | { username: string };
    by: Change;
  },
): Promise<{ username: string }> {
  const { staff } = input;
  if (staff && 'id' in input.account && input.account.id === staff.adminId) throw new AppError('FORBIDDEN', NOT_ON_YOURSELF);
  return deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: staffUsers.id, username: staffUsers.username })
      .from(staffUsers)
      .where('id' in input.account ? eq(staffUsers.id, input.account.id) : eq(staffUsers.username, normaliseIdentifier(input.account.username)))
      .limit(1);
    if (!account) throw new AppError('STAFF_NOT_FOUND', 'This staff member was not found');
    const totp = await tx.delete(staffTotp).where(eq(staffTotp.adminUserId, account.id)).returning({ confirmedAt: staffTotp.confirmedAt });
    const passkeys = await tx.delete(staffPasskeys).where(eq(staffPasskeys.adminUserId, account.id)).returning({ id: staffPasskeys.id });
    const [codes] = await tx.select({ n: count() }).from(staffRecoveryCodes).where(eq(staffRecoveryCodes.adminUserId, account.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.adminUserId, account.id));
    await revokeStaffSessions(tx, { adminUserId: account.id, now: deps.clock() });
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'staff.second_factor_reset',
      entity: { type: 'admin_user', id: account.id },
      before: { username: account.username, totp: Boolean(totp[0]?.confirmedAt), passkeys: passkeys.length, recoveryCodes: Number(codes?.n ?? 0) },
      ip: input.by.ip,
    });
    return { username: account.username };
  });
}
