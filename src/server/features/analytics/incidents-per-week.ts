import { sql } from 'drizzle-orm';
import type { Analytics } from '@shared/analytics/schema';
import type { Db } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import { fraudIncidents as i } from '../../kernel/db/schema/index';
import type { AnalyticsRange } from './analytics-range';
import { reportedIn } from './analytics-sql';

/**
 * Incidents reported per ISO week (Monday, UTC), every week of the range present, a week with none
 * as 0. The range is at most about five years (analyticsRangeProblem), so at most ~262 weeks.
 */
export async function incidentsPerWeek(db: Db, range: AnalyticsRange): Promise<Analytics['incidentsPerWeek']> {
  const rows = await selectRows<{ week: string; count: number }>(db, sql`
    with weeks as (
      select generate_series(date_trunc('week', ${range.from}::date::timestamp), date_trunc('week', ${range.to}::date::timestamp), interval '1 week') as week
    ), counted as (
      select date_trunc('week', ${i.createdAt} at time zone 'UTC') as week, count(*)::int as count
      from ${i} where ${reportedIn(range)} group by 1
    )
    select to_char(weeks.week, 'YYYY-MM-DD') as week, coalesce(counted.count, 0)::int as count
    from weeks left join counted on counted.week = weeks.week
    order by weeks.week`);
  return rows.map((r) => ({ week: r.week, count: Number(r.count) }));
}
