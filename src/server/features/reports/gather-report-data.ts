import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { formatStatusLabel } from '@shared/incidents/status';
import { placesSql } from '@shared/money/currencies';
import { fromMinor, inPlaces, toMinor } from '@shared/money/decimal';
import type { ReportFilters, ReportType } from '@shared/reports/staff-schema';
import type { Db, Tx } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import { auditLog, caseTags, documents, fraudIncidents, messages, moneyTrails, payoutRequests, platforms, recoveryApplications, tags, userProfiles } from '../../kernel/db/schema/index';
import type { CountAndLoss, CurrencyTotals, FinancialOverviewData, IncidentSummaryData, MonthInCurrency, RecoveryStatisticsData, ReportData, UserActivityData } from './report-data';

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
const incidentsJoined = sql`${i} join ${platforms} on ${platforms.id} = ${i.platformId}`;

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

/** USD first, then by code: the order every per-currency figure is given in. */
const currencyOrder = (a: { currency: string }, b: { currency: string }) =>
  Number(a.currency !== 'USD') - Number(b.currency !== 'USD') || a.currency.localeCompare(b.currency);

/**
 * A breakdown's rows as the database gives them, one per group and currency, folded into one per
 * group (by `keyOf`): its count over every currency, and each currency's figures (`figures`, in the
 * currency's own places), USD first. Amounts are never added across currencies (issue 28).
 */
function perGroup<R extends { currency: string; count: number }, F>(rows: R[], keyOf: (row: R) => string, figures: (row: R) => F) {
  const groups = new Map<string, { first: R; count: number; byCurrency: ({ currency: string } & F)[] }>();
  for (const row of [...rows].sort(currencyOrder)) {
    const key = keyOf(row);
    const group = groups.get(key) ?? { first: row, count: 0, byCurrency: [] };
    group.count += Number(row.count);
    group.byCurrency.push({ currency: row.currency, ...figures(row) });
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A loss as the database summed it ('500000.00' JPY, numeric(16,2)) in its currency's places ('500000'). */
const lossOf = (r: { currency: string; loss: string }) => ({ amount: inPlaces(r.loss, r.currency) });

type GroupRow = {
  g_status: number;
  g_type: number;
  g_month: number;
  g_platform: number;
  status: string | null;
  type: string | null;
  month: string | null;
  platform_id: number | null;
  platform: string | null;
  currency: string;
  count: number;
  loss: string;
};
type TagRow = { tag_id: number; label: string; currency: string; count: number; loss: string };

function incidentSummary(filters: ReportFilters): ReportPlan {
  // One pass over the incidents answers every grouping at once (GROUPING SETS), each one by
  // currency as well. A platform is grouped by its id alone and named afterwards: grouped by id and
  // name, the planner multiplied the two columns' distinct counts into a million groups and sorted
  // again. The totals are the currencies' own (currencyTotals).
  const grouped = sql`
    select grouped.*, ${platforms.name} as platform from (
      select grouping(status)::int as g_status, grouping(platform_type)::int as g_type, grouping(month_start)::int as g_month,
             grouping(platform_id)::int as g_platform,
             status, platform_type as type, ${monthText(sql`month_start`)} as month, platform_id, currency,
             count(*)::int as count, coalesce(sum(loss_amount), 0)::text as loss
      from ${reported(
        filters,
        sql`${i.status} as status, coalesce(${platforms.type}, 'Other') as platform_type, ${monthOf(i.createdAt)} as month_start,
            ${i.platformId} as platform_id, ${i.lossAmount} as loss_amount, ${i.currency} as currency`,
      )}
      group by grouping sets ((status, currency), (platform_type, currency), (month_start, currency), (platform_id, currency))
    ) as grouped left join ${platforms} on ${platforms.id} = grouped.platform_id`;
  // Per tag, read from the tags' side: the few tagged cases are looked up, not every incident
  // scanned again. A case with two tags counts once under each.
  const byTag = sql`
    select ${tags.id} as tag_id, ${tags.name} as label, ${i.currency} as currency, count(*)::int as count, coalesce(sum(${i.lossAmount}), 0)::text as loss
    from ${caseTags} join ${tags} on ${tags.id} = ${caseTags.tagId}
      join ${i} on ${i.id} = ${caseTags.incidentId} join ${platforms} on ${platforms.id} = ${i.platformId}
    where ${incidentWhere(filters)}
    group by ${tags.id}, ${tags.name}, ${i.currency}`;
  return {
    statements: [grouped, byTag, currencyTotals(filters, 0)],
    figures: ([rows, tagRows, currencyRows]) => ({
      ...incidentSummaryFigures(rows as GroupRow[], currencyRows as CurrencyRow[]),
      byTag: perGroup(tagRows as TagRow[], (r) => String(r.tag_id), lossOf)
        .map((g) => ({ label: g.first.label, count: g.count, byCurrency: g.byCurrency }))
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

/**
 * The US-dollar figures a report had before issue 28 (`totals.loss` and the rest), taken from the
 * currencies' totals: the dollar cases' own, zero when there are none. The count is every case's.
 */
function dollarTotals(byCurrency: CurrencyTotals[]) {
  const usd = byCurrency.find((c) => c.currency === 'USD');
  return {
    incidents: byCurrency.reduce((sum, c) => sum + c.incidents, 0),
    loss: usd?.loss ?? '0.00',
    recovered: usd?.recovered ?? '0.00',
    fee: usd?.fee ?? '0.00',
    netToVictims: usd?.netToVictims ?? '0.00',
    recoveredPercent: usd?.recoveredPercent ?? null,
  };
}

function incidentSummaryFigures(rows: GroupRow[], currencyRows: CurrencyRow[]): IncidentSummaryData {
  const byCurrency = byCurrencyFigures(currencyRows);
  const { incidents, loss, recovered } = dollarTotals(byCurrency);
  /** The rows of one grouping, one per group with its loss in each currency. */
  const rowsOf = (key: 'g_status' | 'g_type' | 'g_month' | 'g_platform', keyOf: (r: GroupRow) => string) =>
    perGroup(
      rows.filter((r) => r[key] === 0),
      keyOf,
      lossOf,
    ).map((g): { row: GroupRow } & CountAndLoss => ({ row: g.first, count: g.count, byCurrency: g.byCurrency }));
  return {
    type: 'incident_summary',
    totals: {
      incidents,
      loss,
      recovered,
      byCurrency: byCurrency.map((c) => ({ currency: c.currency, incidents: c.incidents, loss: c.loss, recovered: c.recovered })),
    },
    byStatus: rowsOf('g_status', (r) => r.status ?? '')
      .map(({ row, ...figures }) => ({ label: formatStatusLabel(row.status ?? ''), status: row.status ?? '', ...figures }))
      .sort((a, b) => byStatusOrder(a.label) - byStatusOrder(b.label)),
    byPlatformType: rowsOf('g_type', (r) => r.type ?? 'Other')
      .map(({ row, ...figures }) => ({ label: row.type ?? 'Other', ...figures }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    byMonth: rowsOf('g_month', (r) => r.month ?? '')
      .sort((a, b) => (a.row.month ?? '').localeCompare(b.row.month ?? ''))
      .map(({ row, ...figures }) => ({ label: monthLabel(row.month ?? ''), month: row.month ?? '', ...figures })),
    // Ties go to the name: losses in two currencies have no order.
    topPlatforms: rowsOf('g_platform', (r) => String(r.platform_id))
      .map(({ row, ...figures }) => ({ label: row.platform ?? '', ...figures }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
      .slice(0, 10),
  };
}

type MonthRow = { month: string; currency: string; count: number; loss: string; recovered: string };
type PayoutRow = { status: string; currency: string; count: number; amount: string };
type TrailRow = { currency: string; count: number; amount: string };

function financialOverview(filters: ReportFilters, feePercent: number): ReportPlan {
  const byMonth = sql`
    select ${monthText(sql`month_start`)} as month, currency, count(*)::int as count,
           coalesce(sum(loss_amount), 0)::text as loss, coalesce(sum(recovered), 0)::text as recovered
    from ${reported(filters, sql`${monthOf(i.createdAt)} as month_start, ${i.lossAmount} as loss_amount, ${recovered} as recovered, ${i.currency} as currency`)}
    group by month_start, currency`;
  const payouts = sql`
    select ${payoutRequests.status} as status, ${payoutRequests.currency} as currency, count(*)::int as count,
           sum(${payoutRequests.amount})::text as amount
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
    figures: ([months, payoutRows, trailRows, currencyRows]) =>
      financialOverviewFigures(feePercent, months as MonthRow[], payoutRows as PayoutRow[], trailRows as TrailRow[], byCurrencyFigures(currencyRows as CurrencyRow[])),
  };
}

function financialOverviewFigures(feePercent: number, months: MonthRow[], payouts: PayoutRow[], trails: TrailRow[], byCurrency: CurrencyTotals[]): FinancialOverviewData {
  const { incidents, loss, recovered: recoveredTotal, fee, netToVictims } = dollarTotals(byCurrency);
  const inCurrency = (r: MonthRow): Omit<MonthInCurrency, 'currency'> => ({ loss: inPlaces(r.loss, r.currency), recovered: inPlaces(r.recovered, r.currency) });
  return {
    type: 'financial_overview',
    feePercent,
    totals: { incidents, loss, recovered: recoveredTotal, fee, netToVictims },
    byMonth: perGroup(months, (r) => r.month, inCurrency)
      .sort((a, b) => a.first.month.localeCompare(b.first.month))
      .map((g) => ({ label: monthLabel(g.first.month), month: g.first.month, byCurrency: g.byCurrency })),
    payouts: payouts.map((r) => ({ label: formatStatusLabel(r.status), status: r.status, currency: r.currency, count: Number(r.count), amount: inPlaces(r.amount, r.currency) })),
    trails: trails.map((r) => ({ label: r.currency, count: Number(r.count), amount: inPlaces(r.amount, r.currency) })),
    byCurrency: byCurrency.map(({ recoveredPercent: _p, ...totals }) => totals),
  };
}

type StatusRow = { g_status: number; status: string | null; count: number; with_funds: number };
type FirstActionRow = { median_days: number | null; incidents: number };
type ApplicationRow = { status: string; count: number };

function recoveryStatistics(filters: ReportFilters): ReportPlan {
  const byStatus = sql`
    select grouping(${i.status})::int as g_status, ${i.status} as status, count(*)::int as count,
           (count(*) filter (where ${recovered} > 0))::int as with_funds
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
    figures: ([statuses, applications, first, currencyRows]) =>
      recoveryStatisticsFigures(
        statuses as StatusRow[],
        applicationFigures(applications as ApplicationRow[]),
        first as FirstActionRow[],
        byCurrencyFigures(currencyRows as CurrencyRow[]),
      ),
  };
}

function recoveryStatisticsFigures(
  grouped: StatusRow[],
  applications: RecoveryStatisticsData['applicationsByStatus'],
  firstAction: FirstActionRow[],
  byCurrency: CurrencyTotals[],
): RecoveryStatisticsData {
  const all = grouped.find((r) => r.g_status === 1);
  const { loss, recovered: recoveredTotal, recoveredPercent } = dollarTotals(byCurrency);
  const median = firstAction[0]?.median_days;
  return {
    type: 'recovery_statistics',
    totals: {
      incidents: Number(all?.count ?? 0),
      withFundsRecovered: Number(all?.with_funds ?? 0),
      loss,
      recovered: recoveredTotal,
      recoveredPercent,
      byCurrency: byCurrency.map(({ currency, incidents, loss, recovered, recoveredPercent }) => ({ currency, incidents, loss, recovered, recoveredPercent })),
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
