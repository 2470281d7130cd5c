import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BulkOperation, BulkStatus } from '@shared/notifications/schema';
import { bulkOperations, mailOutbox } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { recordAudit, type Change } from '../audit/record-audit';
import type { Dependencies } from '../../dependencies';
import type { BulkParameters } from './bulk-parameters';
import { type StaffIdentity } from '../../kernel/plugins/access';

type Row = typeof bulkOperations.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function present(row: Row): BulkOperation {
  const parameters = row.parameters as Partial<BulkParameters>;
  return {
    id: row.id,
    status: row.status as BulkStatus,
    totalItems: row.totalItems,
    processedItems: row.processedItems,
    failedItems: row.failedItems,
    subject: parameters.subject ?? '',
    type: parameters.type ?? 'all',
    ownCasesOnly: (parameters.ownCasesOf ?? null) !== null,
    initiatedBy: row.initiatedBy,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
  };
}

/** A caseworker sees the operations they started; an admin sees all. */
const visibleTo = (staff: StaffIdentity) => (staff.role === 'admin' ? undefined : eq(bulkOperations.initiatedBy, staff.username));

export async function getBulkOperation(deps: Pick<Dependencies, 'db'>, input: { id: number; staff: StaffIdentity }): Promise<BulkOperation> {
  const { id, staff } = input;
  const [row] = await deps.db.select().from(bulkOperations).where(and(eq(bulkOperations.id, id), eq(bulkOperations.operationType, 'notification'), visibleTo(staff)));
  if (!row) throw new AppError('BULK_OPERATION_NOT_FOUND', 'Bulk operation not found');
  return present(row);
}

export async function recentBulkOperations(deps: Pick<Dependencies, 'db'>, input: { staff: StaffIdentity }): Promise<{ items: BulkOperation[] }> {
  const { db } = deps;
  const { staff } = input;
  const rows = await db
    .select()
    .from(bulkOperations)
    .where(and(eq(bulkOperations.operationType, 'notification'), visibleTo(staff)))
    .orderBy(desc(bulkOperations.createdAt), desc(bulkOperations.id))
    .limit(10);
  return { items: rows.map(present) };
}

/**
 * Stops a bulk notification: mails not yet sent are cancelled (the worker skips them), those
 * already with the mail server stay sent. A finished operation cannot be cancelled.
 */
export async function cancelBulkOperation(deps: Pick<Dependencies, 'db' | 'clock'>, input: { id: number; staff: StaffIdentity; by: Change }): Promise<BulkOperation> {
  const { id, staff, by } = input;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bulkOperations)
      .where(and(eq(bulkOperations.id, id), eq(bulkOperations.operationType, 'notification'), visibleTo(staff)))
      .for('update');
    if (!row) throw new AppError('BULK_OPERATION_NOT_FOUND', 'Bulk operation not found');
    if (!['pending', 'running'].includes(row.status)) {
      throw new AppError('BULK_OPERATION_FINISHED', row.status === 'cancelled' ? 'This notification has already been cancelled' : 'This notification has already finished');
    }
    const cancelled = await tx
      .update(mailOutbox)
      .set({ status: 'cancelled' })
      .where(and(eq(mailOutbox.bulkOperationId, id), inArray(mailOutbox.status, ['queued'])))
      .returning({ id: mailOutbox.id });
    const [updated] = await tx
      .update(bulkOperations)
      .set({
        status: 'cancelled',
        completedAt: deps.clock(),
        processedItems: sql`${bulkOperations.processedItems} + ${cancelled.length}`,
      })
      .where(eq(bulkOperations.id, id))
      .returning();
    await recordAudit(tx, {
      actor: by.actor,
      action: 'notification.bulk_cancelled',
      entity: { type: 'bulk_operation', id },
      before: { status: row.status, processedItems: row.processedItems },
      after: { status: 'cancelled', notSent: cancelled.length },
      ip: by.ip,
    });
    return present(updated!);
  });
}
