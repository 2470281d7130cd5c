import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { formatStatusLabel } from '@shared/incidents/status';
import type { ReportFilters, ReportType } from '@shared/reports/staff-schema';
import type { Db, Tx } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import { auditLog, documents, fraudIncidents, messages, moneyTrails, payoutRequests, platforms, recoveryApplications, userProfiles } from '../../kernel/db/schema/index';
import type { FinancialOverviewData, IncidentSummaryData, RecoveryStatisticsData, ReportData, UserActivityData } from './report-data';

// Every figure is counted and summed by PostgreSQL in a few statements over the filtered rows;
// nothing is loaded row by row into Node (a million incidents stay in the database).

const i = fraudIncidents;
const DAY_MS = 86_400_000;

/** [from, to) as instants: whole UTC days, `to` included. */
function window(filters: ReportFilters): { start?: string; end?: string } {
  return {
    start: filters.from ? `${filters.from}T00:00:00.000Z` : undefined,
    end: filters.to ? new Date(Date.parse(`${filters.to}T00:00:00.000Z`) + DAY_MS).toISOString() : undefined,
  };
}

function inWindow(column: AnyColumn, filters: ReportFilters): SQL[] {
  const { start, end } = window(filters);
  return [start ? sql`${column} >= ${start}::timestamptz` : undefined, end ? sql`${column} < ${end}::timestamptz` : undefined].filter(
    (c): c is SQL => c !== undefined,
  );
}

/** The incidents a report covers (the caller joins platforms as `platforms`). */
function incidentWhere(filters: ReportFilters): SQL {
  const conditions = [
    ...inWindow(i.createdAt, filters),
    filters.status === 'all' ? undefined : sql`${i.status} = ${filters.status}`,
    filters.platformType === 'all' ? undefined : sql`coalesce(${platforms.type}, 'Other') = ${filters.platformType}`,
  ].filter((c): c is SQL => c !== undefined);
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

const recovered = sql`coalesce(nullif(${i.financialData}->>'recoveredAmount', ''), '0')::numeric`;
// Grouped by the month's first instant (date_trunc is cheap per row), written as 'YYYY-MM' once
// per group: to_char on every one of a million rows cost a few hundred milliseconds.
const monthOf = (column: AnyColumn) => sql`date_trunc('month', ${column} at time zone 'UTC')`;
const monthText = (month: SQL) => sql`to_char(${month}, 'YYYY-MM')`;
const money = (expression: SQL) => sql`coalesce(${expression}, 0)::numeric(20, 2)::text`;
const incidentsJoined = sql`${i} join ${platforms} on ${platforms.id} = ${i.platformId}`;

/** '2026-03' -> 'Mar 2026'. */
export function monthLabel(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

const byStatusOrder = (label: string) => ['Open', 'Under Review', 'Under Investigation', 'Recovery Available', 'Resolved', 'Closed'].indexOf(label);

type GroupRow = {
  g_status: number;
  g_type: number;
  g_month: number;
  g_platform: number;
  status: string | null;
  type: string | null;
  month: string | null;
  platform: string | null;
  count: number;
  loss: string;
  recovered: string;
};

async function incidentSummary(db: Db | Tx, filters: ReportFilters): Promise<IncidentSummaryData> {
  const type = sql`coalesce(${platforms.type}, 'Other')`;
  const month = monthOf(i.createdAt);
  // One pass over the incidents answers every grouping at once (GROUPING SETS).
  const rows = await selectRows<GroupRow>(db, sql`
    select grouping(${i.status})::int as g_status, grouping(${type})::int as g_type, grouping(${month})::int as g_month,
           grouping(${i.platformId}, ${platforms.name})::int as g_platform,
           ${i.status} as status, ${type} as type, ${monthText(month)} as month, ${platforms.name} as platform,
           count(*)::int as count, ${money(sql`sum(${i.lossAmount})`)} as loss, ${money(sql`sum(${recovered})`)} as recovered
    from ${incidentsJoined}
    where ${incidentWhere(filters)}
    group by grouping sets ((${i.status}), (${type}), (${month}), (${i.platformId}, ${platforms.name}), ())`);
  const all = rows.find((r) => r.g_status && r.g_type && r.g_month && r.g_platform === 3);
  const only = (key: 'g_status' | 'g_type' | 'g_month' | 'g_platform') =>
    rows.filter((r) => (key === 'g_platform' ? r.g_platform === 0 : r[key] === 0));
  const entry = (label: string, r: GroupRow) => ({ label, count: Number(r.count), amount: r.loss });
  return {
    type: 'incident_summary',
    totals: { incidents: Number(all?.count ?? 0), loss: all?.loss ?? '0.00', recovered: all?.recovered ?? '0.00' },
    byStatus: only('g_status')
      .map((r) => entry(formatStatusLabel(r.status ?? ''), r))
      .sort((a, b) => byStatusOrder(a.label) - byStatusOrder(b.label)),
    byPlatformType: only('g_type')
      .map((r) => entry(r.type ?? 'Other', r))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    byMonth: only('g_month')
      .sort((a, b) => (a.month ?? '').localeCompare(b.month ?? ''))
      .map((r) => entry(monthLabel(r.month ?? ''), r)),
    topPlatforms: only('g_platform')
      .map((r) => entry(r.platform ?? '', r))
      .sort((a, b) => b.count - a.count || Number(b.amount) - Number(a.amount) || a.label.localeCompare(b.label))
      .slice(0, 10),
  };
}

async function financialOverview(db: Db | Tx, filters: ReportFilters, feePercent: number): Promise<FinancialOverviewData> {
  const month = monthOf(i.createdAt);
  const feeOf = sql`round(${recovered} * ${String(feePercent)}::numeric / 100, 2)`;
  const [grouped, payouts, trails] = await Promise.all([
    selectRows<{ g_month: number; month: string | null; count: number; loss: string; recovered: string; fee: string }>(db, sql`
      select grouping(${month})::int as g_month, ${monthText(month)} as month, count(*)::int as count,
             ${money(sql`sum(${i.lossAmount})`)} as loss, ${money(sql`sum(${recovered})`)} as recovered, ${money(sql`sum(${feeOf})`)} as fee
      from ${incidentsJoined}
      where ${incidentWhere(filters)}
      group by grouping sets ((${month}), ())`),
    selectRows<{ status: string; currency: string; count: number; amount: string }>(db, sql`
      select ${payoutRequests.status} as status, ${payoutRequests.currency} as currency, count(*)::int as count,
             ${money(sql`sum(${payoutRequests.amount})`)} as amount
      from ${payoutRequests} join ${incidentsJoined} on ${i.id} = ${payoutRequests.incidentId}
      where ${incidentWhere(filters)}
      group by 1, 2 order by 2, 1`),
    selectRows<{ currency: string; count: number; amount: string }>(db, sql`
      select ${moneyTrails.currency} as currency, count(*)::int as count, coalesce(sum(${moneyTrails.amount}), 0)::text as amount
      from ${moneyTrails} join ${incidentsJoined} on ${i.id} = ${moneyTrails.incidentId}
      where ${incidentWhere(filters)}
      group by 1 order by 1`),
  ]);
  const all = grouped.find((r) => r.g_month === 1);
  const recoveredTotal = all?.recovered ?? '0.00';
  const feeTotal = all?.fee ?? '0.00';
  return {
    type: 'financial_overview',
    feePercent,
    totals: {
      incidents: Number(all?.count ?? 0),
      loss: all?.loss ?? '0.00',
      recovered: recoveredTotal,
      fee: feeTotal,
      netToVictims: centsText(cents(recoveredTotal) - cents(feeTotal)),
    },
    byMonth: grouped
      .filter((r) => r.g_month === 0)
      .sort((a, b) => (a.month ?? '').localeCompare(b.month ?? ''))
      .map((r) => ({ label: monthLabel(r.month ?? ''), loss: r.loss, recovered: r.recovered })),
    payouts: payouts.map((r) => ({ label: formatStatusLabel(r.status), currency: r.currency, count: Number(r.count), amount: r.amount })),
    trails: trails.map((r) => ({ label: r.currency, count: Number(r.count), amount: r.amount })),
  };
}

const cents = (text: string) => BigInt(text.replace('.', ''));
const centsText = (value: bigint) => {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

async function recoveryStatistics(db: Db | Tx, filters: ReportFilters): Promise<RecoveryStatisticsData> {
  const [grouped, applications, firstAction] = await Promise.all([
    selectRows<{ g_status: number; status: string | null; count: number; with_funds: number; loss: string; recovered: string }>(db, sql`
      select grouping(${i.status})::int as g_status, ${i.status} as status, count(*)::int as count,
             (count(*) filter (where ${recovered} > 0))::int as with_funds,
             ${money(sql`sum(${i.lossAmount})`)} as loss, ${money(sql`sum(${recovered})`)} as recovered
      from ${incidentsJoined}
      where ${incidentWhere(filters)}
      group by grouping sets ((${i.status}), ())`),
    applicationsByStatus(db, filters),
    selectRows<{ median_days: number | null; incidents: number }>(db, sql`
      with first_action as (
        select ${auditLog.entityId} as incident_id, min(${auditLog.createdAt}) as at
        from ${auditLog}
        where ${auditLog.entityType} = 'fraud_incident' and ${auditLog.actorType} = 'admin'
        group by ${auditLog.entityId}
      )
      select (percentile_cont(0.5) within group (order by extract(epoch from (first_action.at - ${i.createdAt})) / 86400))::float8 as median_days,
             count(*)::int as incidents
      from first_action join ${incidentsJoined} on ${i.id}::text = first_action.incident_id
      where ${incidentWhere(filters)}`),
  ]);
  const all = grouped.find((r) => r.g_status === 1);
  const loss = all?.loss ?? '0.00';
  const recoveredTotal = all?.recovered ?? '0.00';
  const median = firstAction[0]?.median_days;
  return {
    type: 'recovery_statistics',
    totals: {
      incidents: Number(all?.count ?? 0),
      withFundsRecovered: Number(all?.with_funds ?? 0),
      loss,
      recovered: recoveredTotal,
      // One decimal; null when nothing was lost in the period (no rate to speak of).
      recoveredPercent: cents(loss) > 0n ? Number((cents(recoveredTotal) * 1000n) / cents(loss)) / 10 : null,
    },
    byStatus: grouped
      .filter((r) => r.g_status === 0)
      .map((r) => ({ label: formatStatusLabel(r.status ?? ''), count: Number(r.count) }))
      .sort((a, b) => byStatusOrder(a.label) - byStatusOrder(b.label)),
    applicationsByStatus: applications,
    firstStaffAction: {
      medianDays: median === null || median === undefined ? null : Math.round(Number(median) * 10) / 10,
      incidents: Number(firstAction[0]?.incidents ?? 0),
    },
  };
}

/** Applications submitted in the period, by status (an application has no platform type or incident status of its own). */
async function applicationsByStatus(db: Db | Tx, filters: ReportFilters) {
  const where = inWindow(recoveryApplications.submittedAt, filters);
  const rows = await selectRows<{ status: string; count: number }>(db, sql`
    select ${recoveryApplications.status} as status, count(*)::int as count from ${recoveryApplications}
    where ${where.length ? sql.join(where, sql` and `) : sql`true`}
    group by 1 order by 1`);
  return rows.map((r) => ({ label: formatStatusLabel(r.status), count: Number(r.count) }));
}

async function userActivity(db: Db | Tx, filters: ReportFilters): Promise<UserActivityData> {
  const month = monthOf(userProfiles.createdAt);
  const joined = inWindow(userProfiles.createdAt, filters);
  const whereOf = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);
  const [accounts, activity, applications] = await Promise.all([
    selectRows<{ g_month: number; month: string | null; registered: number; verified: number }>(db, sql`
      select grouping(${month})::int as g_month, ${monthText(month)} as month, count(*)::int as registered,
             (count(*) filter (where ${userProfiles.isVerified}))::int as verified
      from ${userProfiles} where ${whereOf(joined)}
      group by grouping sets ((${month}), ())`),
    selectRows<{ all_time: number; incidents: number; applications: number; messages: number; documents: number }>(db, sql`
      select (select count(*) from ${userProfiles})::int as all_time,
             (select count(*) from ${incidentsJoined} where ${incidentWhere(filters)})::int as incidents,
             (select count(*) from ${recoveryApplications} where ${whereOf(inWindow(recoveryApplications.submittedAt, filters))})::int as applications,
             (select count(*) from ${messages} where ${messages.senderType} = 'user' and ${whereOf(inWindow(messages.createdAt, filters))})::int as messages,
             (select count(*) from ${documents} where ${documents.uploadedByAdminId} is null and ${whereOf(inWindow(documents.uploadDate, filters))})::int as documents`),
    applicationsByStatus(db, filters),
  ]);
  const all = accounts.find((r) => r.g_month === 1);
  const counts = activity[0];
  return {
    type: 'user_activity',
    accounts: { allTime: Number(counts?.all_time ?? 0), registered: Number(all?.registered ?? 0), verified: Number(all?.verified ?? 0) },
    byMonth: accounts
      .filter((r) => r.g_month === 0)
      .sort((a, b) => (a.month ?? '').localeCompare(b.month ?? ''))
      .map((r) => ({ label: monthLabel(r.month ?? ''), registered: Number(r.registered), verified: Number(r.verified) })),
    activity: {
      incidentsReported: Number(counts?.incidents ?? 0),
      applicationsSubmitted: Number(counts?.applications ?? 0),
      victimMessages: Number(counts?.messages ?? 0),
      documentsUploaded: Number(counts?.documents ?? 0),
    },
    applicationsByStatus: applications,
  };
}

/** The figures of one report, as the data stands now. */
export function gatherReportData(deps: { db: Db | Tx }, input: { type: ReportType; filters: ReportFilters; feePercent: number }): Promise<ReportData> {
  const { db } = deps;
  const { filters, feePercent } = input;
  switch (input.type) {
    case 'incident_summary':
      return incidentSummary(db, filters);
    case 'user_activity':
      return userActivity(db, filters);
    case 'financial_overview':
      return financialOverview(db, filters, feePercent);
    case 'recovery_statistics':
      return recoveryStatistics(db, filters);
  }
}
