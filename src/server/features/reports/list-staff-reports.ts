import { and, asc, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { ReportListQuery, ReportListSort, StaffReportPage } from '@shared/reports/staff-schema';
import { reports } from '../../kernel/db/schema/index';
import { ilikeContains, pageWindow } from '../../kernel/lists/paging';
import type { Dependencies } from '../../dependencies';
import { coversOf } from './describe-filters';

// The id breaks ties so a page boundary never repeats or skips a row.
const orderings: Record<ReportListSort, SQL[]> = {
  newest: [desc(reports.generatedAt), desc(reports.id)],
  oldest: [asc(reports.generatedAt), asc(reports.id)],
};

/**
 * One page of generated reports for staff, searched, filtered and sorted in the database. The stored
 * figures are not read: the list names reports, their PDF carries the data. The filters are, as
 * what each report covered (`covers`), for the reader's screen to say in their language.
 */
export async function listStaffReports(deps: Pick<Dependencies, 'db'>, query: ReportListQuery): Promise<StaffReportPage> {
  const { db } = deps;
  const conditions: SQL[] = [];
  if (query.q) conditions.push(or(ilikeContains(reports.name, query.q), ilikeContains(reports.description, query.q))!);
  if (query.status !== 'all') conditions.push(eq(reports.type, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query);

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reports.id,
        type: reports.type,
        name: reports.name,
        description: reports.description,
        filters: reports.filters,
        status: reports.status,
        generatedAt: reports.generatedAt,
        generatedBy: reports.generatedBy,
      })
      .from(reports)
      .where(where)
      .orderBy(...orderings[query.sort])
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(reports).where(where),
  ]);
  return {
    items: rows.map(({ filters, ...row }) => ({ ...row, covers: coversOf(filters), generatedAt: row.generatedAt.toISOString() })),
    total: total?.value ?? 0,
  };
}
