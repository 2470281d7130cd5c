import { sql } from 'drizzle-orm';
import type { Analytics } from '@shared/analytics/schema';
import type { Db } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import { auditLog, fraudIncidents as i } from '../../kernel/db/schema/index';
import type { AnalyticsRange } from './analytics-range';
import { monthOf, monthText, reportedIn } from './analytics-sql';

type Row = { overall: number; month: string | null; median_days: number | null; incidents: number };

/** Days to one decimal place: the chart and its table say "2.5 days", not "2.4999768518518516". */
const tenths = (days: number) => Math.round(days * 10) / 10;

/**
 * The median days from a report to the first thing any staff member did with it (its first audit
 * row by an admin, D8), over the incidents reported in the range that staff have acted on, overall
 * and per month reported. Incidents nobody has touched yet are not counted: they have no figure.
 */
export async function firstStaffAction(db: Db, range: AnalyticsRange): Promise<Analytics['firstStaffAction']> {
  const month = monthOf(i.createdAt);
  const rows = await selectRows<Row>(db, sql`
    with first_action as (
      select ${auditLog.entityId} as incident_id, min(${auditLog.createdAt}) as at
      from ${auditLog}
      -- Nothing is done to a case before it is reported, so older audit rows need not be read.
      where ${auditLog.entityType} = 'fraud_incident' and ${auditLog.actorType} = 'admin' and ${auditLog.createdAt} >= ${`${range.from}T00:00:00.000Z`}::timestamptz
      group by ${auditLog.entityId}
    )
    select grouping(${month})::int as overall, ${monthText(month)} as month,
           (percentile_cont(0.5) within group (order by extract(epoch from (first_action.at - ${i.createdAt})) / 86400))::float8 as median_days,
           count(*)::int as incidents
    from first_action join ${i} on ${i.id}::text = first_action.incident_id
    where ${reportedIn(range)}
    group by grouping sets ((${month}), ())
    order by ${month}`);
  // The () grouping set answers one row even over no incidents: a null median and a count of 0.
  const overall = rows.find((r) => r.overall === 1);
  const medianDays = overall?.median_days;
  return {
    medianDays: medianDays === null || medianDays === undefined ? null : tenths(Number(medianDays)),
    incidents: Number(overall?.incidents ?? 0),
    perMonth: rows
      .filter((r) => r.overall === 0)
      .map((r) => ({ month: r.month ?? '', medianDays: tenths(Number(r.median_days)), incidents: Number(r.incidents) })),
  };
}
