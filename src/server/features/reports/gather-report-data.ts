import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { formatStatusLabel } from '@shared/incidents/status';
import { placesSql } from '@shared/money/currencies';
import { fromMinor, toMinor } from '@shared/money/decimal';
import type { ReportFilters, ReportType } from '@shared/reports/staff-schema';
import type { Db, Tx } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import { auditLog, caseTags, documents, fraudIncidents, messages, moneyTrails, payoutRequests, platforms, recoveryApplications, tags, userProfiles } from '../../kernel/db/schema/index';
import type { CurrencyTotals, FinancialOverviewData, IncidentSummaryData, RecoveryStatisticsData, ReportData, UserActivityData } from './report-data';

// Every figure is counted and summed by PostgreSQL in a few statements over the filtered rows;
// nothing is loaded row by row into Node (a million incidents stay in the database). Each report is
// its statements (reportStatements, which bench:reports also runs alone through a pool, as the
// yardstick of what generating costs beyond them) and how their rows become the stored figures.

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
    filters.tag === undefined ? undefined : sql`${i.id} in (select ${caseTags.incidentId} from ${caseTags} where ${caseTags.tagId} = ${filters.tag})`,
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
// Issue 28: amounts are never added across currencies. The breakdowns (by status, month, platform,
// tag) sum the US-dollar cases only and say so; every currency's totals are in `byCurrency`.
const inUsd = (expression: SQL) => sql`${expression} filter (where currency = 'USD')`;

/** '2026-03' -> 'Mar 2026', or in `locale` ('mar 2026'): a calendar month, never shifted by a time zone. */
export function monthLabel(month: string, locale = 'en-GB'): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleString(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

const byStatusOrder = (label: string) => ['Open', 'Under Review', 'Under Investigation', 'Recovery Available', 'Resolved', 'Closed'].indexOf(label);

/** One report as the statements that count it and how their rows, in the same order, become its figures. */
type ReportPlan = { statements: SQL[]; figures: (rows: unknown[][]) => ReportData };

/**
 * The filtered incidents with what a report groups or sums them by, each worked out once per row,
 * as the subquery `reported`. OFFSET 0 keeps the planner from folding it into the grouping query,
 * where it estimated a month's or a platform type's groups from the columns beneath (a timestamp
 * that is nearly unique: a million groups), judged they would not fit in work_mem and sorted a
 * million rows to disk for each such grouping (5.6 s for the Incident Summary of 1,000,000
 * incidents, 400 MB of temporary files). Behind it the planner assumes a few hundred groups per
 * computed column and hashes every grouping in one pass over a sequential scan (1.8 s).
 */
const reported = (filters: ReportFilters, columns: SQL) => sql`(select ${columns} from ${incidentsJoined} where ${incidentWhere(filters)} offset 0) as reported`;

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

function incidentSummary(filters: ReportFilters): ReportPlan {
  // One pass over the incidents answers every grouping at once (GROUPING SETS). A platform is
  // grouped by its id alone and named afterwards: grouped by id and name, the planner multiplied
  // the two columns' distinct counts into a million groups and sorted again.
  const grouped = sql`
    select grouped.*, ${platforms.name} as platform from (
      select grouping(status)::int as g_status, grouping(platform_type)::int as g_type, grouping(month_start)::int as g_month,
             grouping(platform_id)::int as g_platform,
             status, platform_type as type, ${monthText(sql`month_start`)} as month, platform_id,
             count(*)::int as count, ${money(inUsd(sql`sum(loss_amount)`))} as loss, ${money(inUsd(sql`sum(recovered)`))} as recovered
      from ${reported(
        filters,
        sql`${i.status} as status, coalesce(${platforms.type}, 'Other') as platform_type, ${monthOf(i.createdAt)} as month_start,
            ${i.platformId} as platform_id, ${i.lossAmount} as loss_amount, ${recovered} as recovered, ${i.currency} as currency`,
      )}
      group by grouping sets ((status), (platform_type), (month_start), (platform_id), ())
    ) as grouped left join ${platforms} on ${platforms.id} = grouped.platform_id`;
  // Per tag, read from the tags' side: the few tagged cases are looked up, not every incident
  // scanned again. A case with two tags counts once under each.
  const byTag = sql`
    select ${tags.name} as label, count(*)::int as count, ${money(sql`sum(${i.lossAmount}) filter (where ${i.currency} = 'USD')`)} as loss
    from ${caseTags} join ${tags} on ${tags.id} = ${caseTags.tagId}
      join ${i} on ${i.id} = ${caseTags.incidentId} join ${platforms} on ${platforms.id} = ${i.platformId}
    where ${incidentWhere(filters)}
    group by ${tags.id}, ${tags.name}`;
  return {
    statements: [grouped, byTag, currencyTotals(filters, 0)],
    figures: ([rows, tagRows, currencyRows]) => ({
      ...incidentSummaryFigures(rows as GroupRow[], currencyRows as CurrencyRow[]),
      byTag: (tagRows as { label: string; count: number; loss: string }[])
        .map((r) => ({ label: r.label, count: Number(r.count), amount: r.loss }))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    }),
  };
}

type CurrencyRow = { currency: string; count: number; loss: string; recovered: string; fee: string };

/**
 * Each currency's totals over the report's incidents (issue 28), USD first: the loss, the recovered
 * funds, and the fee on them at `feePercent`, in the currency's own places.
 */
function currencyTotals(filters: ReportFilters, feePercent: number): SQL {
  return sql`
    select currency, count(*)::int as count, sum(loss_amount)::text as loss, sum(recovered)::text as recovered,
           sum(round(recovered * ${String(feePercent)}::numeric / 100, ${sql.raw(placesSql('currency'))}))::text as fee
    from ${reported(filters, sql`${i.currency} as currency, ${i.lossAmount} as loss_amount, ${recovered} as recovered`)}
    group by currency order by currency <> 'USD', currency`;
}

/** recovered / loss x 100, one decimal, exact; null when nothing was lost. */
function percentOf(recoveredUnits: bigint, lossUnits: bigint): number | null {
  return lossUnits > 0n ? Number((recoveredUnits * 1000n) / lossUnits) / 10 : null;
}

function byCurrencyFigures(rows: CurrencyRow[]): CurrencyTotals[] {
  return rows.map((r) => {
    const [loss, recovered, fee] = [toMinor(r.loss, r.currency), toMinor(r.recovered, r.currency), toMinor(r.fee, r.currency)];
    return {
      currency: r.currency,
      incidents: Number(r.count),
      loss: fromMinor(loss, r.currency),
      recovered: fromMinor(recovered, r.currency),
      fee: fromMinor(fee, r.currency),
      netToVictims: fromMinor(recovered - fee, r.currency),
      recoveredPercent: percentOf(recovered, loss),
    };
  });
}

function incidentSummaryFigures(rows: GroupRow[], currencyRows: CurrencyRow[]): IncidentSummaryData {
  const all = rows.find((r) => r.g_status && r.g_type && r.g_month && r.g_platform);
  const only = (key: 'g_status' | 'g_type' | 'g_month' | 'g_platform') => rows.filter((r) => r[key] === 0);
  const entry = (label: string, r: GroupRow) => ({ label, count: Number(r.count), amount: r.loss });
  return {
    type: 'incident_summary',
    totals: {
      incidents: Number(all?.count ?? 0),
      loss: all?.loss ?? '0.00',
      recovered: all?.recovered ?? '0.00',
      byCurrency: byCurrencyFigures(currencyRows).map(({ currency, incidents, loss, recovered }) => ({ currency, incidents, loss, recovered })),
    },
    byStatus: only('g_status')
      .map((r) => ({ ...entry(formatStatusLabel(r.status ?? ''), r), status: r.status ?? '' }))
      .sort((a, b) => byStatusOrder(a.label) - byStatusOrder(b.label)),
    byPlatformType: only('g_type')
      .map((r) => entry(r.type ?? 'Other', r))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    byMonth: only('g_month')
      .sort((a, b) => (a.month ?? '').localeCompare(b.month ?? ''))
      .map((r) => ({ ...entry(monthLabel(r.month ?? ''), r), month: r.month ?? '' })),
    topPlatforms: only('g_platform')
      .map((r) => entry(r.platform ?? '', r))
      .sort((a, b) => b.count - a.count || Number(b.amount) - Number(a.amount) || a.label.localeCompare(b.label))
      .slice(0, 10),
  };
}

type MonthRow = { g_month: number; month: string | null; count: number; loss: string; recovered: string; fee: string };
type PayoutRow = { status: string; currency: string; count: number; amount: string };
type TrailRow = { currency: string; count: number; amount: string };

function financialOverview(filters: ReportFilters, feePercent: number): ReportPlan {
  const byMonth = sql`
    select grouping(month_start)::int as g_month, ${monthText(sql`month_start`)} as month, count(*)::int as count,
           ${money(inUsd(sql`sum(loss_amount)`))} as loss, ${money(inUsd(sql`sum(recovered)`))} as recovered,
           ${money(inUsd(sql`sum(round(recovered * ${String(feePercent)}::numeric / 100, 2))`))} as fee
    from ${reported(filters, sql`${monthOf(i.createdAt)} as month_start, ${i.lossAmount} as loss_amount, ${recovered} as recovered, ${i.currency} as currency`)}
    group by grouping sets ((month_start), ())`;
  const payouts = sql`
    select ${payoutRequests.status} as status, ${payoutRequests.currency} as currency, count(*)::int as count,
           ${money(sql`sum(${payoutRequests.amount})`)} as amount
    from ${payoutRequests} join ${incidentsJoined} on ${i.id} = ${payoutRequests.incidentId}
    where ${incidentWhere(filters)}
    group by 1, 2 order by 2, 1`;
  const trails = sql`
    select ${moneyTrails.currency} as currency, count(*)::int as count, coalesce(sum(${moneyTrails.amount}), 0)::text as amount
    from ${moneyTrails} join ${incidentsJoined} on ${i.id} = ${moneyTrails.incidentId}
    where ${incidentWhere(filters)}
    group by 1 order by 1`;
  return {
    statements: [byMonth, payouts, trails, currencyTotals(filters, feePercent)],
    figures: ([months, payoutRows, trailRows, currencyRows]) => ({
      ...financialOverviewFigures(feePercent, months as MonthRow[], payoutRows as PayoutRow[], trailRows as TrailRow[]),
      byCurrency: byCurrencyFigures(currencyRows as CurrencyRow[]).map(({ recoveredPercent: _p, ...totals }) => totals),
    }),
  };
}

function financialOverviewFigures(feePercent: number, grouped: MonthRow[], payouts: PayoutRow[], trails: TrailRow[]): FinancialOverviewData {
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
      .map((r) => ({ label: monthLabel(r.month ?? ''), month: r.month ?? '', loss: r.loss, recovered: r.recovered })),
    payouts: payouts.map((r) => ({ label: formatStatusLabel(r.status), status: r.status, currency: r.currency, count: Number(r.count), amount: r.amount })),
    trails: trails.map((r) => ({ label: r.currency, count: Number(r.count), amount: r.amount })),
  };
}

const cents = (text: string) => BigInt(text.replace('.', ''));
const centsText = (value: bigint) => {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

type StatusRow = { g_status: number; status: string | null; count: number; with_funds: number; loss: string; recovered: string };
type FirstActionRow = { median_days: number | null; incidents: number };
type ApplicationRow = { status: string; count: number };

function recoveryStatistics(filters: ReportFilters): ReportPlan {
  const byStatus = sql`
    select grouping(${i.status})::int as g_status, ${i.status} as status, count(*)::int as count,
           (count(*) filter (where ${recovered} > 0))::int as with_funds,
           ${money(sql`sum(${i.lossAmount}) filter (where ${i.currency} = 'USD')`)} as loss,
           ${money(sql`sum(${recovered}) filter (where ${i.currency} = 'USD')`)} as recovered
    from ${incidentsJoined}
    where ${incidentWhere(filters)}
    group by grouping sets ((${i.status}), ())`;
  const firstAction = sql`
    with first_action as (
      select ${auditLog.entityId} as incident_id, min(${auditLog.createdAt}) as at
      from ${auditLog}
      where ${auditLog.entityType} = 'fraud_incident' and ${auditLog.actorType} = 'admin'
      group by ${auditLog.entityId}
    )
    select (percentile_cont(0.5) within group (order by extract(epoch from (first_action.at - ${i.createdAt})) / 86400))::float8 as median_days,
           count(*)::int as incidents
    from first_action join ${incidentsJoined} on ${i.id}::text = first_action.incident_id
    where ${incidentWhere(filters)}`;
  return {
    statements: [byStatus, applicationsByStatus(filters), firstAction, currencyTotals(filters, 0)],
    figures: ([statuses, applications, first, currencyRows]) => {
      const figures = recoveryStatisticsFigures(statuses as StatusRow[], applicationFigures(applications as ApplicationRow[]), first as FirstActionRow[]);
      const byCurrency = byCurrencyFigures(currencyRows as CurrencyRow[]).map(({ currency, incidents, loss, recovered, recoveredPercent }) => ({ currency, incidents, loss, recovered, recoveredPercent }));
      return { ...figures, totals: { ...figures.totals, byCurrency } };
    },
  };
}

function recoveryStatisticsFigures(
  grouped: StatusRow[],
  applications: RecoveryStatisticsData['applicationsByStatus'],
  firstAction: FirstActionRow[],
): RecoveryStatisticsData {
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
      .map((r) => ({ label: formatStatusLabel(r.status ?? ''), status: r.status ?? '', count: Number(r.count) }))
      .sort((a, b) => byStatusOrder(a.label) - byStatusOrder(b.label)),
    applicationsByStatus: applications,
    firstStaffAction: {
      medianDays: median === null || median === undefined ? null : Math.round(Number(median) * 10) / 10,
      incidents: Number(firstAction[0]?.incidents ?? 0),
    },
  };
}

/** Applications submitted in the period, by status (an application has no platform type or incident status of its own). */
function applicationsByStatus(filters: ReportFilters): SQL {
  const where = inWindow(recoveryApplications.submittedAt, filters);
  return sql`
    select ${recoveryApplications.status} as status, count(*)::int as count from ${recoveryApplications}
    where ${where.length ? sql.join(where, sql` and `) : sql`true`}
    group by 1 order by 1`;
}

const applicationFigures = (rows: ApplicationRow[]) => rows.map((r) => ({ label: formatStatusLabel(r.status), status: r.status, count: Number(r.count) }));

type AccountRow = { g_month: number; month: string | null; registered: number; verified: number };
type ActivityRow = { all_time: number; incidents: number; applications: number; messages: number; documents: number };

function userActivity(filters: ReportFilters): ReportPlan {
  const month = monthOf(userProfiles.createdAt);
  const joined = inWindow(userProfiles.createdAt, filters);
  const whereOf = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);
  const accounts = sql`
    select grouping(${month})::int as g_month, ${monthText(month)} as month, count(*)::int as registered,
           (count(*) filter (where ${userProfiles.isVerified}))::int as verified
    from ${userProfiles} where ${whereOf(joined)}
    group by grouping sets ((${month}), ())`;
  const activity = sql`
    select (select count(*) from ${userProfiles})::int as all_time,
           (select count(*) from ${incidentsJoined} where ${incidentWhere(filters)})::int as incidents,
           (select count(*) from ${recoveryApplications} where ${whereOf(inWindow(recoveryApplications.submittedAt, filters))})::int as applications,
           (select count(*) from ${messages} where ${messages.senderType} = 'user' and ${whereOf(inWindow(messages.createdAt, filters))})::int as messages,
           (select count(*) from ${documents} where ${documents.uploadedByAdminId} is null and ${whereOf(inWindow(documents.uploadDate, filters))})::int as documents`;
  return {
    statements: [accounts, activity, applicationsByStatus(filters)],
    figures: ([accountRows, activityRows, applications]) =>
      userActivityFigures(accountRows as AccountRow[], activityRows as ActivityRow[], applicationFigures(applications as ApplicationRow[])),
  };
}

function userActivityFigures(accounts: AccountRow[], activity: ActivityRow[], applications: UserActivityData['applicationsByStatus']): UserActivityData {
  const all = accounts.find((r) => r.g_month === 1);
  const counts = activity[0];
  return {
    type: 'user_activity',
    accounts: { allTime: Number(counts?.all_time ?? 0), registered: Number(all?.registered ?? 0), verified: Number(all?.verified ?? 0) },
    byMonth: accounts
      .filter((r) => r.g_month === 0)
      .sort((a, b) => (a.month ?? '').localeCompare(b.month ?? ''))
      .map((r) => ({ label: monthLabel(r.month ?? ''), month: r.month ?? '', registered: Number(r.registered), verified: Number(r.verified) })),
    activity: {
      incidentsReported: Number(counts?.incidents ?? 0),
      applicationsSubmitted: Number(counts?.applications ?? 0),
      victimMessages: Number(counts?.messages ?? 0),
      documentsUploaded: Number(counts?.documents ?? 0),
    },
    applicationsByStatus: applications,
  };
}

export type ReportInput = { type: ReportType; filters: ReportFilters; feePercent: number };

function planReport(input: ReportInput): ReportPlan {
  const { filters, feePercent } = input;
  switch (input.type) {
    case 'incident_summary':
      return incidentSummary(filters);
    case 'user_activity':
      return userActivity(filters);
    case 'financial_overview':
      return financialOverview(filters, feePercent);
    case 'recovery_statistics':
      return recoveryStatistics(filters);
  }
}

/** The statements that count a report, as gatherReportData sends them (bench:reports times them alone). */
export function reportStatements(input: ReportInput): SQL[] {
  return planReport(input).statements;
}

/**
 * The figures of one report, as the data stands now. The statements go out together: in the
 * caller's transaction they share one connection and one snapshot.
 */
export async function gatherReportData(deps: { db: Db | Tx }, input: ReportInput): Promise<ReportData> {
  const plan = planReport(input);
  const rows = await Promise.all(plan.statements.map((statement) => selectRows<unknown>(deps.db, statement)));
  return plan.figures(rows);
}
