import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DUE_TOO_FAR, latestDueDay, utcDay } from '@shared/tasks/due-dates';
import type { CaseTask, CaseTasks, CaseTemplate } from '@shared/tasks/schema';
import type { Db, Tx } from '../../kernel/db/client';
import { caseDueDates, caseTasks, caseTemplates, fraudIncidents, staffUsers } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import type { Clock } from '../../dependencies';
import { INCIDENT_NOT_FOUND } from '../incidents/policy';

// What the tasks operations read and check in common: a case's tasks as staff see them, the case
// locked while its list changes, and the rules every owner and due day meets.

const owner = alias(staffUsers, 'task_owner');
const doer = alias(staffUsers, 'task_doer');
type Name = { displayName: string | null; username: string } | null;
const nameOf = (row: Name) => (row ? (row.displayName ?? row.username) : null);

export const presentTemplate = (row: typeof caseTemplates.$inferSelect): CaseTemplate => ({
  fraudType: row.fraudType,
  steps: row.steps,
  updatedAt: row.updatedAt.toISOString(),
});

/** A case's tasks in the order the team wrote them, with their owners' and doers' names. */
export async function tasksOf(db: Db | Tx, where: { incidentId: number } | { taskId: number }): Promise<CaseTask[]> {
  const rows = await db
    .select({
      task: caseTasks,
      owner: { displayName: owner.displayName, username: owner.username },
      doer: { displayName: doer.displayName, username: doer.username },
    })
    .from(caseTasks)
    .leftJoin(owner, eq(owner.id, caseTasks.ownerId))
    .leftJoin(doer, eq(doer.id, caseTasks.doneBy))
    .where('taskId' in where ? eq(caseTasks.id, where.taskId) : eq(caseTasks.incidentId, where.incidentId))
    .orderBy(asc(caseTasks.position), asc(caseTasks.id));
  return rows.map(({ task, owner, doer }) => ({
    id: task.id,
    incidentId: task.incidentId,
    title: task.title,
    ownerId: task.ownerId,
    ownerName: nameOf(owner),
    dueOn: task.dueOn,
    doneAt: task.doneAt?.toISOString() ?? null,
    doneByName: nameOf(doer),
    createdAt: task.createdAt.toISOString(),
  }));
}

/** One task as staff see it, or TASK_NOT_FOUND. */
export async function taskById(db: Db | Tx, taskId: number): Promise<CaseTask> {
  const [task] = await tasksOf(db, { taskId });
  if (!task) throw taskNotFound();
  return task;
}

export const taskNotFound = () => new AppError('TASK_NOT_FOUND', 'This task no longer exists. Reload the page to see the case’s tasks.');

/** The case's tasks, its own due day and the usual steps for its fraud type. */
export async function caseTasksOf(db: Db | Tx, incident: { id: number; fraudType: string | null }): Promise<CaseTasks> {
  const [tasks, [due], [template]] = await Promise.all([
    tasksOf(db, { incidentId: incident.id }),
    db.select({ dueOn: caseDueDates.dueOn }).from(caseDueDates).where(eq(caseDueDates.incidentId, incident.id)),
    incident.fraudType === null ? Promise.resolve([]) : db.select().from(caseTemplates).where(eq(caseTemplates.fraudType, incident.fraudType)),
  ]);
  return { dueOn: due?.dueOn ?? null, tasks, template: template ? presentTemplate(template) : null };
}

/**
 * Locks the case, so two changes to its list (two people adding at once, a template applied twice)
 * apply one after the other; answers its fraud type.
 */
export async function lockCase(tx: Tx, incidentId: number): Promise<{ id: number; fraudType: string | null }> {
  const [row] = await tx.select({ id: fraudIncidents.id, fraudType: fraudIncidents.fraudType }).from(fraudIncidents).where(eq(fraudIncidents.id, incidentId)).for('update');
  if (!row) throw new AppError('INCIDENT_NOT_FOUND', INCIDENT_NOT_FOUND);
  return row;
}

/** An owner is a staff account that can still sign in: work given to a closed account would be nobody's. */
export async function assertActiveOwner(tx: Tx, ownerId: number): Promise<void> {
  const [row] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, ownerId), isNull(staffUsers.disabledAt)))
    .limit(1);
  if (!row) throw new AppError('TASK_OWNER_UNAVAILABLE', 'The owner must be an active staff account. Choose someone from the list.');
}

/** A due day past DUE_YEARS_AHEAD is a slip of the keyboard (the schema checked that it is a real day). */
export function assertDueInReach(clock: Clock, dueOn: string | null | undefined): void {
  if (dueOn && dueOn > latestDueDay(utcDay(clock()))) throw new AppError('VALIDATION_FAILED', DUE_TOO_FAR);
}
