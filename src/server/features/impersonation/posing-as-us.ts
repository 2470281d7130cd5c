import { sql } from 'drizzle-orm';
import type { ImpersonationContactPage, ImpersonationContactQuery, ImpersonationSummary } from '@shared/impersonation/schema';
import type { Db } from '../../kernel/db/client';
import { containsPattern, pageWindow } from '../../kernel/lists/paging';
import { selectRows } from '../../kernel/db/select-rows';
import { impersonationChecks as c } from '../../kernel/db/schema/index';

const SUMMARY_DAYS = 30;

/** The look-ups of the last 30 days: how many, how many were not ours or reported, per day. */
export async function summariseChecks(deps: { db: Db; clock: () => Date }): Promise<ImpersonationSummary> {
  const since = new Date(deps.clock().getTime() - SUMMARY_DAYS * 86_400_000).toISOString();
  const [totals] = await selectRows<{ checks: number; ours: number; not_ours: number; reported: number }>(
    deps.db,
    sql`select count(*)::int as checks, (count(*) filter (where ${c.verdict} <> 'unknown'))::int as ours,
               (count(*) filter (where ${c.verdict} = 'unknown'))::int as not_ours,
               (count(*) filter (where ${c.reportedAt} is not null))::int as reported
        from ${c} where ${c.createdAt} >= ${since}::timestamptz`,
  );
  const days = await selectRows<{ day: string; checks: number; not_ours: number }>(
    deps.db,
    sql`select to_char(date_trunc('day', ${c.createdAt} at time zone 'UTC'), 'YYYY-MM-DD') as day, count(*)::int as checks,
               (count(*) filter (where ${c.verdict} = 'unknown'))::int as not_ours
        from ${c} where ${c.createdAt} >= ${since}::timestamptz group by 1 order by 1`,
  );
  return {
    days: SUMMARY_DAYS,
    checks: Number(totals?.checks ?? 0),
    ours: Number(totals?.ours ?? 0),
    notOurs: Number(totals?.not_ours ?? 0),
    reported: Number(totals?.reported ?? 0),
    byDay: days.map((d) => ({ day: d.day, checks: Number(d.checks), notOurs: Number(d.not_ours) })),
  };
}

const orders = {
  most_checked: sql`checks desc, last_seen desc`,
  last_seen: sql`last_seen desc, checks desc`,
  most_reported: sql`reports desc, checks desc, last_seen desc`,
} satisfies Record<ImpersonationContactQuery['sort'], unknown>;

/** The contacts visitors asked about that are not ours (who poses as us), one row per contact. */
export async function listPosingContacts(deps: { db: Db }, query: ImpersonationContactQuery): Promise<ImpersonationContactPage> {
  const { limit, offset } = pageWindow(query);
  const conditions = [
    sql`${c.verdict} = 'unknown'`,
    query.status === 'all' ? undefined : sql`${c.kind} = ${query.status}`,
    query.q ? sql`${c.value} ilike ${containsPattern(query.q)}` : undefined,
  ].filter((s) => s !== undefined);
  const grouped = sql`select ${c.kind} as kind, ${c.value} as value, count(*)::int as checks,
      (count(*) filter (where ${c.reportedAt} is not null))::int as reports, min(${c.createdAt}) as first_seen, max(${c.createdAt}) as last_seen
    from ${c} where ${sql.join(conditions, sql` and `)} group by ${c.kind}, ${c.value}`;
  const [rows, counted] = await Promise.all([
    selectRows<{ kind: string; value: string; checks: number; reports: number; first_seen: Date | string; last_seen: Date | string }>(
      deps.db,
      sql`select * from (${grouped}) g order by ${orders[query.sort]}, kind, value limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(deps.db, sql`select count(*)::int as n from (${grouped}) g`),
  ]);
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    items: rows.map((r) => ({
      kind: r.kind as ImpersonationContactPage['items'][number]['kind'],
      value: r.value,
      checks: Number(r.checks),
      reports: Number(r.reports),
      firstSeen: iso(r.first_seen),
      lastSeen: iso(r.last_seen),
    })),
    total: Number(counted[0]?.n ?? 0),
  };
}
