import { sql, type SQL } from 'drizzle-orm';
import { dueSoonHours, type ResponseClock, type ResponseTargets, responseClockOf } from '@shared/incidents/response-clock';
import type { Db } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import { fraudIncidents } from '../../kernel/db/schema/index';
import { getNumberSetting } from '../settings/queries';

/** The three targets as settings keep them, in hours; 0 runs no clock of that kind. */
export async function responseTargets(db: Db): Promise<ResponseTargets> {
  const [first, next, review] = await Promise.all([
    getNumberSetting(db, 'target_first_reply_hours'),
    getNumberSetting(db, 'target_next_reply_hours'),
    getNumberSetting(db, 'target_document_review_hours'),
  ]);
  return { first_reply: first, next_reply: next, document_review: review };
}

type IncidentRow = typeof fraudIncidents.$inferSelect;

/** A case's running clock (shared/incidents/response-clock.ts), from its row. */
export function clockOfIncident(row: IncidentRow, targets: ResponseTargets, now: Date): ResponseClock | null {
  return responseClockOf(
    { status: row.status, createdAt: row.createdAt, firstRepliedAt: row.firstRepliedAt, awaitingStaffSince: row.awaitingStaffSince, awaitingKind: row.awaitingKind },
    targets,
    now,
  );
}

const hoursBefore = (now: Date, hours: number) => sql`${new Date(now.getTime() - hours * 3_600_000).toISOString()}::timestamptz`;

/**
 * The cases whose running clock is overdue, or due soon (within the last quarter of its target),
 * as one condition on fraud_incidents: the same rule as responseClockOf, written as ranges on the
 * report's time (the first-reply clock's own partial index) and on awaiting_staff_since (its index),
 * so a million cases are never each worked out.
 */
export function clockCondition(due: 'soon' | 'overdue', targets: ResponseTargets, now: Date): SQL {
  const ranges: SQL[] = [];
  const range = (column: SQL, hours: number) =>
    due === 'overdue' ? sql`${column} < ${hoursBefore(now, hours)}` : sql`${column} >= ${hoursBefore(now, hours)} and ${column} <= ${hoursBefore(now, hours - dueSoonHours(hours))}`;
  const f = fraudIncidents;
  if (targets.first_reply > 0) ranges.push(sql`(${f.firstRepliedAt} is null and ${range(sql`${f.createdAt}`, targets.first_reply)})`);
  if (targets.next_reply > 0) {
    ranges.push(sql`(${f.firstRepliedAt} is not null and ${f.awaitingKind} is distinct from 'document' and ${range(sql`${f.awaitingStaffSince}`, targets.next_reply)})`);
  }
  if (targets.document_review > 0) {
    ranges.push(sql`(${f.firstRepliedAt} is not null and ${f.awaitingKind} = 'document' and ${range(sql`${f.awaitingStaffSince}`, targets.document_review)})`);
  }
  if (ranges.length === 0) return sql`false`;
  return sql`(${f.status} not in ('resolved', 'closed') and (${sql.join(ranges, sql` or `)}))`;
}

/**
 * How many open cases have a clock overdue or due soon, each count stopping past `cap`, for the
 * overview. Each count reads its ranges' indexes, never every case.
 */
export async function countResponseClocks(db: Db, input: { now: Date; cap: number }): Promise<{ overdue: number; dueSoon: number; targets: ResponseTargets }> {
  const targets = await responseTargets(db);
  const counted = async (due: 'soon' | 'overdue') => {
    const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from fraud_incidents where ${clockCondition(due, targets, input.now)} limit ${input.cap + 1}) capped`);
    return Number(row?.n ?? 0);
  };
  const [overdue, dueSoon] = await Promise.all([counted('overdue'), counted('soon')]);
  return { overdue, dueSoon, targets };
}
