import { desc, eq, sql } from 'drizzle-orm';
import type { AlertEventPage } from '@shared/alerts/schema';
import type { Db } from '../../kernel/db/client';
import type { Dependencies } from '../../dependencies';
import { alertEvents, automatedAlerts, staffAlertReads } from '../../kernel/db/schema/index';
import { selectRows } from '../../kernel/db/select-rows';

async function readThroughOf(db: Db, adminId: number): Promise<Date | null> {
  const [row] = await db.select({ at: staffAlertReads.readThrough }).from(staffAlertReads).where(eq(staffAlertReads.adminId, adminId));
  return row?.at ?? null;
}

/** The bell's figure: alerts fired since this staff member last opened them. */
export async function unreadAlertCount(deps: Pick<Dependencies, 'db'>, input: { adminId: number }): Promise<number> {
  const { db } = deps;
  const { adminId } = input;
  const since = await readThroughOf(db, adminId);
  const [row] = await selectRows<{ unread: number }>(
    db,
    sql`select count(*)::int as unread from (select 1 from alert_events where ${since ? sql`created_at > ${since.toISOString()}::timestamptz` : sql`true`} limit 1000) recent`,
  );
  return Number(row?.unread ?? 0);
}

export async function listAlertEvents(deps: Pick<Dependencies, 'db'>, input: { adminId: number; page: number; pageSize: number }): Promise<AlertEventPage> {
  const { db } = deps;
  const { adminId, page, pageSize } = input;
  const since = await readThroughOf(db, adminId);
  const [rows, [count], unread] = await Promise.all([
    db
      .select({ id: alertEvents.id, alertId: alertEvents.alertId, alertName: automatedAlerts.name, message: alertEvents.message, link: alertEvents.link, createdAt: alertEvents.createdAt })
      .from(alertEvents)
      .innerJoin(automatedAlerts, eq(automatedAlerts.id, alertEvents.alertId))
      .orderBy(desc(alertEvents.createdAt), desc(alertEvents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    selectRows<{ total: number }>(db, sql`select count(*)::int as total from alert_events`),
    unreadAlertCount({ db: db }, { adminId }),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), unread: since === null || row.createdAt > since })),
    total: Number(count?.total ?? 0),
    unread,
  };
}

/** Opening the alerts marks everything fired so far as read, for this staff member only. */
export async function markAlertsRead(deps: Pick<Dependencies, 'db'>, input: { adminId: number }): Promise<void> {
  const { db } = deps;
  const { adminId } = input;
  await db
    .insert(staffAlertReads)
    .values({ adminId, readThrough: sql`now()` })
    .onConflictDoUpdate({ target: staffAlertReads.adminId, set: { readThrough: sql`now()` } });
}
