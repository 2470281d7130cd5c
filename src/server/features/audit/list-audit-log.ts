import { and, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { AuditLogItem, AuditLogPage, AuditLogQuery, RecentActivityItem } from '@shared/audit/schema';
import { caseworkerHistoryTypes, RECENT_ACTIVITY_LIMIT } from '@shared/audit/schema';
import { auditLog } from '../../kernel/db/schema/index';
import { ilikeContains, pageWindow } from '../../kernel/lists/paging';
import type { Dependencies } from '../../dependencies';

type AuditRow = typeof auditLog.$inferSelect;

const dayAfter = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
};

function filtersOf(query: AuditLogFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  // Staff know a colleague by the name they sign in with; a victim by the id in other rows.
  if (query.actor) conditions.push(or(ilikeContains(auditLog.actorLabel, query.actor), eq(auditLog.actorId, query.actor)));
  if (query.action) conditions.push(ilikeContains(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  // 'To' is a whole day, so the bound is the start of the next one.
  if (query.to) conditions.push(lt(auditLog.createdAt, dayAfter(query.to)));
  return and(...conditions);
}

function presentActivity(row: AuditRow): RecentActivityItem {
  return {
    id: row.id,
    actorType: row.actorType,
    actorId: row.actorId,
    actorLabel: row.actorLabel,
    actorRole: row.actorRole,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    createdAt: row.createdAt.toISOString(),
  };
}

function presentAuditRow(row: AuditRow): AuditLogItem {
  return { ...presentActivity(row), before: row.before ?? null, after: row.after ?? null, ip: row.ip };
}

type AuditLogFilters = Omit<AuditLogQuery, 'page' | 'pageSize'>;

/** The WHERE and ORDER BY of a query (newest first; the id breaks ties within one instant): the log and the export read the same rows. */
export function auditLogFilter(query: AuditLogFilters): { where: SQL | undefined; orderBy: SQL[] } {
  return { where: filtersOf(query), orderBy: [desc(auditLog.createdAt), desc(auditLog.id)] };
}

/** One page of the audit log, newest first. */
export async function listAuditLog(deps: Pick<Dependencies, 'db'>, query: AuditLogQuery): Promise<AuditLogPage> {
  const { db } = deps;
  const { where, orderBy } = auditLogFilter(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [totals]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(...orderBy).limit(limit).offset(offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { items: rows.map(presentAuditRow), total: totals?.total ?? 0 };
}

/**
 * The overview's last few audit rows, without what the records held or where the change came from.
 * A caseworker's are of case work only: staff accounts, sign-ins and settings are admin business (D17).
 */
export async function listRecentActivity(deps: Pick<Dependencies, 'db'>, input: { caseWorkOnly?: boolean } = {}): Promise<RecentActivityItem[]> {
  const { db } = deps;
  const where = input.caseWorkOnly ? inArray(auditLog.entityType, [...caseworkerHistoryTypes]) : undefined;
  const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(RECENT_ACTIVITY_LIMIT);
  return rows.map(presentActivity);
}

