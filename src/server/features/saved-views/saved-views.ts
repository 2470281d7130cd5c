import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SavedView, savedViewInputSchema, ViewList } from '@shared/views/schema';
import { savedViews, staffUsers } from '../../kernel/db/schema/index';
import { isUniqueViolation } from '../../kernel/db/unique-violation';
import { AppError } from '../../kernel/errors';
import type { StaffIdentity } from '../../kernel/plugins/access';
import type { Dependencies } from '../../dependencies';
import { recordAudit, type Change } from '../audit/record-audit';

type Input = z.output<typeof savedViewInputSchema>;

/** How many views one staff member keeps per list: a sidebar, not an archive. */
export const MAX_VIEWS_PER_LIST = 30;

const columns = {
  id: savedViews.id,
  list: savedViews.list,
  name: savedViews.name,
  filters: savedViews.filters,
  shared: savedViews.shared,
  adminUserId: savedViews.adminUserId,
  ownerName: sql<string>`coalesce(${staffUsers.displayName}, ${staffUsers.username})`,
};

const present = (row: { id: number; list: string; name: string; filters: string; shared: boolean; adminUserId: number; ownerName: string }, askerId: number): SavedView => ({
  id: row.id,
  list: row.list as ViewList,
  name: row.name,
  filters: row.filters,
  shared: row.shared,
  mine: row.adminUserId === askerId,
  ownerName: row.ownerName,
});

/** The asker's own views and everyone's shared ones, by list and name. */
export async function listSavedViews(deps: Pick<Dependencies, 'db'>, input: { staff: StaffIdentity; list?: ViewList }): Promise<{ items: SavedView[] }> {
  const rows = await deps.db
    .select(columns)
    .from(savedViews)
    .innerJoin(staffUsers, eq(staffUsers.id, savedViews.adminUserId))
    .where(and(or(eq(savedViews.adminUserId, input.staff.adminId), eq(savedViews.shared, true)), input.list ? eq(savedViews.list, input.list) : undefined))
    .orderBy(asc(savedViews.list), asc(sql`lower(${savedViews.name})`), asc(savedViews.id))
    .limit(500);
  return { items: rows.map((row) => present(row, input.staff.adminId)) };
}

/** Names the filters of a list for the asker; only an admin may share one with everyone. */
export async function createSavedView(deps: Pick<Dependencies, 'db'>, input: Input & { staff: StaffIdentity; by: Change }): Promise<SavedView> {
  const { staff, by, ...values } = input;
  if (values.shared && staff.role !== 'admin') throw new AppError('STAFF_ROLE_REQUIRED', 'Only an admin can share a view with everyone');
  try {
    return await deps.db.transaction(async (tx) => {
      // The owner's row is locked first, so two saves at once count each other.
      await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, staff.adminId)).for('update');
      const [counted] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(savedViews)
        .where(and(eq(savedViews.adminUserId, staff.adminId), eq(savedViews.list, values.list)));
      if (Number(counted?.n ?? 0) >= MAX_VIEWS_PER_LIST) {
        throw new AppError('VALIDATION_FAILED', `You keep at most ${MAX_VIEWS_PER_LIST} views of one list; delete one first`);
      }
      const [row] = await tx.insert(savedViews).values({ ...values, adminUserId: staff.adminId }).returning();
      await recordAudit(tx, { actor: by.actor, action: 'saved_view.created', entity: { type: 'saved_view', id: row!.id }, after: values, ip: by.ip });
      return present({ ...row!, ownerName: staff.displayName ?? staff.username }, staff.adminId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('VIEW_NAME_TAKEN', 'You already have a view of this list with this name');
    throw error;
  }
}

/** A staff member deletes their own views; an admin may also take down a shared one. */
export async function deleteSavedView(deps: Pick<Dependencies, 'db'>, input: { id: number; staff: StaffIdentity; by: Change }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(savedViews).where(eq(savedViews.id, input.id)).for('update');
    const visible = row && (row.adminUserId === input.staff.adminId || row.shared);
    if (!row || !visible) throw new AppError('VIEW_NOT_FOUND', 'View not found');
    if (row.adminUserId !== input.staff.adminId && input.staff.role !== 'admin') {
      throw new AppError('STAFF_ROLE_REQUIRED', 'Only an admin can delete a view someone else shared');
    }
    await tx.delete(savedViews).where(eq(savedViews.id, input.id));
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'saved_view.deleted',
      entity: { type: 'saved_view', id: input.id },
      before: { list: row.list, name: row.name, filters: row.filters, shared: row.shared, adminUserId: row.adminUserId },
      ip: input.by.ip,
    });
  });
}
