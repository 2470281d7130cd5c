import { eq } from 'drizzle-orm';
import type { StaffPreferences } from '@shared/staff/staff-schema';
import { staffUsers } from '../../kernel/db/schema/index';
import type { Dependencies } from '../../dependencies';
import { recordAudit, type Change } from '../audit/record-audit';

/** What the staff member asking has chosen; only their own, so nobody changes a colleague's. */
export async function ownPreferences(deps: Pick<Dependencies, 'db'>, input: { adminId: number }): Promise<StaffPreferences> {
  const [row] = await deps.db.select({ mailWhenMentioned: staffUsers.mailWhenMentioned }).from(staffUsers).where(eq(staffUsers.id, input.adminId));
  return { mailWhenMentioned: row?.mailWhenMentioned ?? true };
}

export async function changeOwnPreferences(deps: Pick<Dependencies, 'db'>, input: StaffPreferences & { adminId: number; by: Change }): Promise<StaffPreferences> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select({ mailWhenMentioned: staffUsers.mailWhenMentioned }).from(staffUsers).where(eq(staffUsers.id, input.adminId)).for('update');
    const [after] = await tx.update(staffUsers).set({ mailWhenMentioned: input.mailWhenMentioned }).where(eq(staffUsers.id, input.adminId)).returning({ mailWhenMentioned: staffUsers.mailWhenMentioned });
    await recordAudit(tx, { actor: input.by.actor, action: 'staff.preferences_changed', entity: { type: 'admin_user', id: input.adminId }, before, after, ip: input.by.ip });
    return { mailWhenMentioned: after!.mailWhenMentioned };
  });
}
