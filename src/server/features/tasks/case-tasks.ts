import { count, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_TASKS_PER_CASE, type CaseTask, type CaseTasks, type createTaskInputSchema, type updateTaskInputSchema } from '@shared/tasks/schema';
import { caseTasks } from '../../kernel/db/schema/index';
import type { Tx } from '../../kernel/db/client';
import { AppError } from '../../kernel/errors';
import type { Dependencies } from '../../dependencies';
import { recordAudit, type Change } from '../audit/record-audit';
import { findIncidentForViewer } from '../incidents/policy';
import { assertActiveOwner, assertDueInReach, caseTasksOf, lockCase, taskById, taskNotFound } from './case-tasks-of';

// A case's tasks (issue 26): any staff member adds, changes, ticks off and deletes them on any case
// (staff see every case). Each change writes its audit row on the case, so the case's Activity
// tells it.

type Deps = Pick<Dependencies, 'db' | 'clock'>;
type Who = { adminId: number; by: Change };

const onCase = (incidentId: number) => ({ type: 'fraud_incident', id: incidentId });

/** What the audit row keeps of a task: enough to read it without the task. */
const recordOf = (task: CaseTask) => ({ taskId: task.id, title: task.title, owner: task.ownerName, dueOn: task.dueOn, done: task.doneAt !== null });

export async function listCaseTasks(deps: Pick<Dependencies, 'db'>, input: { incidentId: number; adminId: number }): Promise<CaseTasks> {
  const { incident } = await findIncidentForViewer(deps.db, { incidentId: input.incidentId, viewer: { kind: 'staff', adminId: input.adminId } });
  return caseTasksOf(deps.db, incident);
}

/** Refuses a list that would pass MAX_TASKS_PER_CASE with `adding` more. */
export async function assertRoomFor(tx: Tx, incidentId: number, adding: number): Promise<number> {
  const [row] = await tx.select({ tasks: count(), last: max(caseTasks.position) }).from(caseTasks).where(eq(caseTasks.incidentId, incidentId));
  if ((row?.tasks ?? 0) + adding > MAX_TASKS_PER_CASE) {
    throw new AppError('TASK_LIMIT_REACHED', `A case has at most ${MAX_TASKS_PER_CASE} tasks. Delete the ones no longer needed first.`);
  }
  return row?.last ?? 0;
}

export async function createCaseTask(deps: Deps, input: z.output<typeof createTaskInputSchema> & Who & { incidentId: number }): Promise<CaseTask> {
  assertDueInReach(deps.clock, input.dueOn);
  return deps.db.transaction(async (tx) => {
    await lockCase(tx, input.incidentId);
    const last = await assertRoomFor(tx, input.incidentId, 1);
    if (input.ownerId) await assertActiveOwner(tx, input.ownerId);
    const [row] = await tx
      .insert(caseTasks)
      .values({
        incidentId: input.incidentId,
        title: input.title,
        ownerId: input.ownerId ?? null,
        dueOn: input.dueOn ?? null,
        createdBy: input.adminId,
        createdAt: deps.clock(),
        position: last + 1,
      })
      .returning({ id: caseTasks.id });
    const task = await taskById(tx, row!.id);
    await recordAudit(tx, { actor: input.by.actor, action: 'task.created', entity: onCase(input.incidentId), after: recordOf(task), ip: input.by.ip });
    return task;
  });
}

/**
 * Changes what is sent of a task. Ticking it off (or back) is its own audit row ('task.done',
 * 'task.reopened'), apart from a change of its words, owner or due day ('task.updated'); a change
 * to what it already is writes nothing.
 */
export async function updateCaseTask(deps: Deps, input: z.output<typeof updateTaskInputSchema> & Who & { id: number }): Promise<CaseTask> {
  assertDueInReach(deps.clock, input.dueOn);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(caseTasks).where(eq(caseTasks.id, input.id)).for('update');
    if (!row) throw taskNotFound();
    const before = await taskById(tx, input.id);
    const changes: Partial<typeof caseTasks.$inferInsert> = {};
    if (input.title !== undefined && input.title !== row.title) changes.title = input.title;
    if (input.ownerId !== undefined && input.ownerId !== row.ownerId) {
      if (input.ownerId !== null) await assertActiveOwner(tx, input.ownerId);
      changes.ownerId = input.ownerId;
    }
    if (input.dueOn !== undefined && input.dueOn !== row.dueOn) changes.dueOn = input.dueOn;
    const edited = Object.keys(changes).length > 0;
    const ticking = input.done !== undefined && input.done !== (row.doneAt !== null);
    if (ticking) Object.assign(changes, input.done ? { doneAt: deps.clock(), doneBy: input.adminId } : { doneAt: null, doneBy: null });
    if (!edited && !ticking) return before;
    await tx.update(caseTasks).set(changes).where(eq(caseTasks.id, input.id));
    const after = await taskById(tx, input.id);
    const audit = { actor: input.by.actor, entity: onCase(row.incidentId), ip: input.by.ip };
    if (edited) await recordAudit(tx, { ...audit, action: 'task.updated', before: recordOf(before), after: recordOf(after) });
    if (ticking) await recordAudit(tx, { ...audit, action: input.done ? 'task.done' : 'task.reopened', after: { taskId: after.id, title: after.title } });
    return after;
  });
}

export async function deleteCaseTask(deps: Pick<Dependencies, 'db'>, input: Who & { id: number }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ incidentId: caseTasks.incidentId }).from(caseTasks).where(eq(caseTasks.id, input.id)).for('update');
    if (!row) throw taskNotFound();
    const before = await taskById(tx, input.id);
    await tx.delete(caseTasks).where(eq(caseTasks.id, input.id));
    await recordAudit(tx, { actor: input.by.actor, action: 'task.deleted', entity: onCase(row.incidentId), before: recordOf(before), ip: input.by.ip });
  });
}
