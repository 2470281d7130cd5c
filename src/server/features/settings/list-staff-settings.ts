import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { StaffSettingListQuery, StaffSettingListSort, StaffSettingPage } from '@shared/settings/staff-schema';
import { settings } from '../../kernel/db/schema/index';
import { ilikeContains, pageWindow } from '../../kernel/lists/paging';
import type { Dependencies } from '../../dependencies';

const orderings: Record<StaffSettingListSort, SQL[]> = {
  key: [asc(settings.key), asc(settings.id)],
  updated: [desc(settings.updatedAt), desc(settings.id)],
};

/**
 * One page of settings for an admin, searched, filtered and sorted in the database. A secret's value
 * never leaves the database here: the query itself answers null for it, and only whether one is set.
 */
export async function listStaffSettings(deps: Pick<Dependencies, 'db'>, query: StaffSettingListQuery): Promise<StaffSettingPage> {
  const { db } = deps;
  const conditions: SQL[] = [];
  if (query.q) conditions.push(or(ilikeContains(settings.key, query.q), ilikeContains(settings.description, query.q))!);
  if (query.status !== 'all') conditions.push(eq(settings.category, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query);

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: settings.id,
        key: settings.key,
        value: sql<string | null>`case when ${settings.isSecret} then null else ${settings.value} end`,
        hasValue: sql<boolean>`${settings.value} <> ''`,
        category: settings.category,
        description: settings.description,
        isSecret: settings.isSecret,
        updatedAt: settings.updatedAt,
        updatedBy: settings.updatedBy,
      })
      .from(settings)
      .where(where)
      .orderBy(...orderings[query.sort])
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(settings).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, hasValue: Boolean(row.hasValue), updatedAt: row.updatedAt.toISOString() })),
    total: total?.value ?? 0,
  };
}
