import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { alertConditionsSchema, describeAlertCondition, type AlertRule, type alertInputSchema } from '@shared/alerts/schema';
import type { Db, Tx } from '../../kernel/db/client';
import { staffUsers, automatedAlerts } from '../../kernel/db/schema/index';
import type { Dependencies } from '../../dependencies';
import { AppError } from '../../kernel/errors';
import { queueNames } from '../../kernel/jobs/job-runner';
import { recordAudit, type Change } from '../audit/record-audit';

type Input = z.output<typeof alertInputSchema>;
type Row = typeof automatedAlerts.$inferSelect;

const notFound = () => new AppError('ALERT_NOT_FOUND', 'Alert not found');

const staffIdsOf = (row: Row) => ((row.actions as { staffIds?: number[] }).staffIds ?? []).filter((id) => Number.isInteger(id));

async function present(db: Db | Tx, rows: Row[]): Promise<AlertRule[]> {
  const ids = [...new Set(rows.flatMap(staffIdsOf))];
  const staff = ids.length
    ? await db.select({ id: staffUsers.id, username: staffUsers.username, displayName: staffUsers.displayName }).from(staffUsers).where(inArray(staffUsers.id, ids))
    : [];
  const nameOf = new Map(staff.map((s) => [s.id, s.displayName || s.username]));
  return rows.flatMap((row) => {
    const conditions = alertConditionsSchema.safeParse({ ...row.conditions, triggerType: row.triggerType });
    if (!conditions.success) return [];
    return [
      {
        id: row.id,
        name: row.name,
        conditions: conditions.data,
        description: describeAlertCondition(conditions.data),
        notifyStaff: staffIdsOf(row).flatMap((id) => (nameOf.has(id) ? [{ id, name: nameOf.get(id)! }] : [])),
        isActive: row.isActive,
        lastTriggered: row.lastTriggered?.toISOString() ?? null,
        triggerCount: row.triggerCount,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

/** Every staff id named must be a staff member who can receive mail; a clear refusal otherwise. */
async function checkStaff(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers).where(inArray(staffUsers.id, ids));
  if (found.length !== new Set(ids).size) throw new AppError('VALIDATION_FAILED', 'One of the staff members chosen no longer exists');
  if (found.some((s) => !s.email)) throw new AppError('VALIDATION_FAILED', 'One of the staff members chosen has no e-mail address');
}

const values = (input: Input) => {
  const { triggerType, ...conditions } = input.conditions;
  return { name: input.name, triggerType, conditions, actions: { staffIds: [...new Set(input.notifyStaffIds)] }, isActive: input.isActive };
};

export async function listAlertRules(deps: Pick<Dependencies, 'db'>): Promise<{ items: AlertRule[] }> {
  const { db } = deps;
  return { items: await present(db, await db.select().from(automatedAlerts).orderBy(asc(automatedAlerts.name), asc(automatedAlerts.id)).limit(500)) };
}

/** A rule is checked the moment it is made or changed, so it does not wait for the schedule. */
async function checkSoon(deps: Pick<Dependencies, 'jobs'>, tx: Tx, id: number): Promise<void> {
  await deps.jobs.send(tx, queueNames.alertsCheck, { alertId: id });
}

export async function createAlertRule(deps: Pick<Dependencies, 'db' | 'jobs'>, input: Input & { by: Change }): Promise<AlertRule> {
  return deps.db.transaction(async (tx) => {
    await checkStaff(tx, input.notifyStaffIds);
    const [row] = await tx.insert(automatedAlerts).values(values(input)).returning();
    const [rule] = await present(tx, [row!]);
    await recordAudit(tx, { actor: input.by.actor, action: 'alert.created', entity: { type: 'automated_alert', id: row!.id }, after: rule, ip: input.by.ip });
    if (row!.isActive) await checkSoon(deps, tx, row!.id);
    return rule!;
  });
}

export async function updateAlertRule(deps: Pick<Dependencies, 'db' | 'jobs'>, input: Input & { id: number; by: Change }): Promise<AlertRule> {
  const { id } = input;
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(automatedAlerts).where(eq(automatedAlerts.id, id)).for('update');
    if (!before) throw notFound();
    await checkStaff(tx, input.notifyStaffIds);
    const [row] = await tx.update(automatedAlerts).set(values(input)).where(eq(automatedAlerts.id, id)).returning();
    const [[was], [rule]] = await Promise.all([present(tx, [before]), present(tx, [row!])]);
    await recordAudit(tx, { actor: input.by.actor, action: 'alert.updated', entity: { type: 'automated_alert', id }, before: was, after: rule, ip: input.by.ip });
    if (row!.isActive) await checkSoon(deps, tx, id);
    return rule!;
  });
}

export async function deleteAlertRule(deps: Pick<Dependencies, 'db'>, input: { id: number; by: Change }): Promise<void> {
  const { id } = input;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(automatedAlerts).where(eq(automatedAlerts.id, id)).returning();
    if (!row) throw notFound();
    const [rule] = await present(tx, [row]);
    await recordAudit(tx, { actor: input.by.actor, action: 'alert.deleted', entity: { type: 'automated_alert', id }, before: rule ?? { name: row.name }, ip: input.by.ip });
  });
}
