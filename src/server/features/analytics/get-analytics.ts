import { sql, type SQL } from 'drizzle-orm';
import type { Analytics, AnalyticsQuery } from '@shared/analytics/schema';
import { incidentStatuses, type IncidentStatus } from '@shared/incidents/status';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { auditLog, fraudIncidents as i, platforms } from '../../db/schema/index';
import type { Clock } from '../../dependencies';

const DAY_MS = 86_400_000;
const TOP_PLATFORMS = 10;

/** The range asked for, or the twelve months up to today (UTC). */
export function analyticsRange(query: AnalyticsQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? now.toISOString().slice(0, 10);
  if (query.from) return { from: query.from, to };
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  return { from: new Date(start.getTime() + DAY_MS).toISOString().slice(0, 10), to };
}

const recovered = sql`coalesce(nullif(${i.financialData}->>'recoveredAmount', ''), '0')::numeric`;
const month = sql`to_char(${i.createdAt} at time zone 'UTC', 'YYYY-MM')`;
const money = (expression: SQL) => sql`coalesce(${expression}, 0)::numeric(20, 2)::text`;

/**
 * The Analytics charts, each counted by PostgreSQL over the incidents reported in the range (one
 * statement per chart, run side by side); nothing is loaded row by row.
 */
export async function getAnalytics(deps: { db: Db; clock: Clock }, query: AnalyticsQuery): Promise<Analytics> {
  const { from, to } = analyticsRange(query, deps.clock());
  const start = `${from}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString();
  const inRange = sql`${i.createdAt} >= ${start}::timestamptz and ${i.createdAt} < ${end}::timestamptz`;
  const joined = sql`${i} join ${platforms} on ${platforms.id} = ${i.platformId}`;
  const { db } = deps;

  const [weeks, types, statuses, months, top, firstAction] = await Promise.all([
    selectRows<{ week: string; count: number }>(db, sql`
      with weeks as (
        select generate_series(date_trunc('week', ${start}::timestamp), date_trunc('week', ${end}::timestamp - interval '1 day'), interval '1 week') as week
      ), counted as (
        select date_trunc('week', ${i.createdAt} at time zone 'UTC') as week, count(*)::int as count
        from ${i} where ${inRange} group by 1
      )
      select to_char(weeks.week, 'YYYY-MM-DD') as week, coalesce(counted.count, 0)::int as count
      from weeks left join counted on counted.week = weeks.week order by weeks.week`),
    selectRows<{ type: string; count: number; loss: string }>(db, sql`
      select coalesce(${platforms.type}, 'Other') as type, count(*)::int as count, ${money(sql`sum(${i.lossAmount})`)} as loss
      from ${joined} where ${inRange} group by 1 order by sum(${i.lossAmount}) desc, 1`),
    selectRows<{ status: IncidentStatus; count: number }>(db, sql`
      select ${i.status} as status, count(*)::int as count from ${i} where ${inRange} group by 1`),
    selectRows<{ month: string; recovered: string }>(db, sql`
      select ${month} as month, ${money(sql`sum(${recovered})`)} as recovered from ${i} where ${inRange} group by 1 order by 1`),
    selectRows<{ name: string; count: number; loss: string }>(db, sql`
      select ${platforms.name} as name, count(*)::int as count, ${money(sql`sum(${i.lossAmount})`)} as loss
      from ${joined} where ${inRange}
      group by ${platforms.id}, ${platforms.name} order by count(*) desc, sum(${i.lossAmount}) desc, ${platforms.name} limit ${TOP_PLATFORMS}`),
    // The first thing any staff member did to each incident, from the audit log (D8).
    selectRows<{ month: string | null; median_days: number | null; incidents: number }>(db, sql`
      with first_action as (
        select ${auditLog.entityId} as incident_id, min(${auditLog.createdAt}) as at
        from ${auditLog}
        where ${auditLog.entityType} = 'fraud_incident' and ${auditLog.actorType} = 'admin'
        group by ${auditLog.entityId}
      )
      select grouping(${month})::int as g, ${month} as month,
             (percentile_cont(0.5) within group (order by extract(epoch from (first_action.at - ${i.createdAt})) / 86400))::float8 as median_days,
             count(*)::int as incidents
      from first_action join ${i} on ${i.id}::text = first_action.incident_id
      where ${inRange}
      group by grouping sets ((${month}), ())
      order by 2 nulls first`),
  ]);

  const days = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);
  const overall = firstAction.find((r) => r.month === null);
  const byStatus = new Map(statuses.map((r) => [r.status, Number(r.count)]));
  return {
    from,
    to,
    incidentsPerWeek: weeks.map((r) => ({ week: r.week, count: Number(r.count) })),
    lossByPlatformType: types.map((r) => ({ type: r.type, count: Number(r.count), loss: r.loss })),
    statusFunnel: incidentStatuses.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    recoveredPerMonth: months.map((r) => ({ month: r.month, recovered: r.recovered })),
    topPlatforms: top.map((r) => ({ name: r.name, count: Number(r.count), loss: r.loss })),
    firstStaffAction: {
      medianDays: days(overall?.median_days),
      incidents: Number(overall?.incidents ?? 0),
      perMonth: firstAction
        .filter((r) => r.month !== null)
        .map((r) => ({ month: r.month!, medianDays: days(r.median_days) ?? 0, incidents: Number(r.incidents) })),
    },
  };
}
