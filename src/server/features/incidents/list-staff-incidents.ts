import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  FILTER_COUNT_CAP,
  hasIncidentFilters,
  OWNER_ME,
  OWNER_NOBODY,
  UNCONFIRMED_FILTER,
  type CaseOwner,
  type IncidentListPage,
  type IncidentListQuery,
  type IncidentSummary,
} from '@shared/incidents/staff-schema';
import { parseCaseReference } from '@shared/format/case-reference';
import type { Db } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import { caseStaff, caseTags, fraudIncidents, incidentTotals, platforms, staffUsers } from '../../kernel/db/schema/index';
import { tagsOfCases } from './case-tags';
import { clockCondition, clockOfIncident, responseTargets } from './response-targets';
import type { ResponseTargets } from '@shared/incidents/response-clock';
import { containsPattern, pageWindow } from '../../kernel/lists/paging';
import { presentStaffIncident } from './present-staff-incident';
import type { Dependencies } from '../../dependencies';

/**
 * 'FR-000123', 'fr-123', 'FR123' or '123' names incident 123; anything else names none. The one
 * reading of a case reference (shared/format/case-reference.ts), which the forms' caseIdSchema uses too.
 */
export const incidentIdOfReference = parseCaseReference;

/**
 * The incidents a search term matches, as one condition on fraud_incidents alone, so the planner
 * ORs the trigram indexes (e-mail, description), the platform_id index (for the few platforms whose
 * name matches, fetched first) and the primary key into one bitmap; the rows are then read once.
 * (A join, or an IN over a UNION, read every row of the status too: over a second on a million
 * incidents.) It names the table's columns, so it also reads a window of rows given the table's name.
 */
function searchCondition(term: string): SQL {
  const pattern = containsPattern(term);
  const id = incidentIdOfReference(term);
  return or(
    emailContains(term),
    sql`${fraudIncidents.description} ilike ${pattern}`,
    sql`${fraudIncidents.platformId} = any(array(select ${platforms.id} from ${platforms} where ${platforms.name} ilike ${pattern}))`,
    id === null ? undefined : eq(fraudIncidents.id, id),
  )!;
}

/**
 * `victim_email ILIKE '%term%'`, with only an address's local part asking the trigram index. The
 * words of a domain (gmail, com) are in most addresses, and the index read all their entries: 36 ms
 * for one address on a million incidents, where 'mark.ramirez43@' took 3 ms. The whole term is then
 * checked on the few rows found, as ILIKE compares on a UTF-8 database: both lower-cased, anywhere.
 * A local part without three ASCII letters or digits in a row may give the index nothing to go on
 * (pg_trgm takes its trigrams from words), so such a term asks the index whole.
 */
function emailContains(term: string): SQL {
  const local = term.slice(0, term.indexOf('@') + 1);
  if (!/[a-z0-9]{3}/i.test(local)) return sql`${fraudIncidents.victimEmail} ilike ${containsPattern(term)}`;
  return sql`(${fraudIncidents.victimEmail} ilike ${containsPattern(local)} and strpos(lower(${fraudIncidents.victimEmail}), lower(${term})) > 0)`;
}

function statusCondition(status: IncidentListQuery['status']): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === UNCONFIRMED_FILTER) return isNull(fraudIncidents.confirmedAt);
  return eq(fraudIncidents.status, status);
}

// The id breaks ties so a page boundary never repeats or skips a row.
const fixedOrderings = {
  newest: [desc(fraudIncidents.createdAt), desc(fraudIncidents.id)],
  oldest: [asc(fraudIncidents.createdAt), asc(fraudIncidents.id)],
  loss_desc: [desc(fraudIncidents.lossAmount), desc(fraudIncidents.id)],
  updated: [desc(fraudIncidents.updatedAt), desc(fraudIncidents.id)],
} satisfies Record<Exclude<IncidentListQuery['sort'], 'due'>, SQL[]>;

const NO_TARGETS: ResponseTargets = { first_reply: 0, next_reply: 0, document_review: 0 };

/**
 * When a case's running clock is due (issue 26), as responseClockOf works it out, or null while
 * none runs; `column` names a column of the table, or of the `matched` set a search collects.
 */
function dueAtOf(targets: ResponseTargets, column: (name: keyof typeof fraudIncidents.$inferSelect) => SQL): SQL {
  const after = (since: SQL, hours: number) => (hours > 0 ? sql`${since} + ${`${hours} hours`}::interval` : sql`null::timestamptz`);
  return sql`(case when ${column('status')} in ('resolved', 'closed') then null
    when ${column('firstRepliedAt')} is null then ${after(column('createdAt'), targets.first_reply)}
    when ${column('awaitingKind')} = 'document' then ${after(column('awaitingStaffSince'), targets.document_review)}
    else ${after(column('awaitingStaffSince'), targets.next_reply)} end)`;
}

const tableColumn = (name: keyof typeof fraudIncidents.$inferSelect) => sql`${fraudIncidents[name]}`;
const matchedColumn = (name: keyof typeof fraudIncidents.$inferSelect) => sql`${sql.identifier(fraudIncidents[name].name)}`;

/**
 * A sort's ORDER BY. "Due first" puts the clock due soonest (the most overdue) first, then the
 * cases with no running clock, newest first; it is judged by the targets and moment of the query.
 */
function orderingOf(sort: IncidentListQuery['sort'], targets: ResponseTargets | undefined): SQL[] {
  if (sort !== 'due') return fixedOrderings[sort];
  return [sql`${dueAtOf(targets ?? NO_TARGETS, tableColumn)} asc nulls last`, desc(fraudIncidents.createdAt), desc(fraudIncidents.id)];
}

// The same orders, on the columns of the `matched` set a search collects.
function matchedOrderingOf(sort: IncidentListQuery['sort'], targets: ResponseTargets | undefined): SQL {
  switch (sort) {
    case 'newest':
      return sql`created_at desc, id desc`;
    case 'oldest':
      return sql`created_at asc, id asc`;
    case 'loss_desc':
      return sql`loss_amount desc, id desc`;
    case 'updated':
      return sql`updated_at desc, id desc`;
    case 'due':
      return sql`${dueAtOf(targets ?? NO_TARGETS, matchedColumn)} asc nulls last, created_at desc, id desc`;
  }
}

/**
 * How many matches a search collects before it stops counting. A term found in fewer incidents is
 * counted and sorted exactly; a term as common as 'withdrawal' in one status (18,000 of a million)
 * took 100 ms just to count and sort, so past this the total is shown as "200+" and the page is
 * the first matches in the sort's order.
 */
export const SEARCH_COUNT_CAP = 200;

/**
 * Rows a search reads in the sort's order (of the one status, where an index leads with it) to tell
 * a common term from a rare one, and matches among them that make it common: 4 % of the newest
 * rows, where the words of a million descriptions each have 6 to 12 %. Few, as a rare term reads
 * them for nothing.
 */
export const PROBE_ROWS = 500;
const COMMON_IN_PROBE = 20;
/** Rows a common term's walk reads at most: 200 matches at 4 % are in the first 5,000. */
const WALK_ROWS = 10_000;
/** Matches a rare term's search collects and sorts at most before it walks the sort's index. */
const COLLECT_CAP = 2_000;

type SearchPage = { ids: number[]; total: number; totalIsLowerBound: boolean };

/** The page's ids and its total as far as a search knows it, from the matches up to the page's end. */
function lowerBoundPage(pageAndNext: number[], offset: number, limit: number): SearchPage {
  // Rows seen to the page's end (one more shows another follows) prove that many; a page past the
  // end proves only the cap.
  const known = pageAndNext.length === 0 ? 0 : offset + pageAndNext.length;
  return { ids: pageAndNext.slice(0, limit), total: Math.max(SEARCH_COUNT_CAP, known), totalIsLowerBound: true };
}

// The columns a search reads from a window of rows: the ones its conditions and orders name.
const searchedColumns = sql`${fraudIncidents.id}, ${fraudIncidents.victimEmail}, ${fraudIncidents.description}, ${fraudIncidents.platformId},
  ${fraudIncidents.status}, ${fraudIncidents.confirmedAt}, ${fraudIncidents.createdAt}, ${fraudIncidents.updatedAt}, ${fraudIncidents.lossAmount},
  ${fraudIncidents.firstRepliedAt}, ${fraudIncidents.awaitingStaffSince}, ${fraudIncidents.awaitingKind}`;

/**
 * The ids of the first `wanted` matches in the sort's order among the first `rows` rows in that
 * order: an index walk that stops at `rows` whatever the term. Where the sort's index leads with the
 * status ((status, created_at, id) for newest and oldest), the window is that status's rows, read
 * from the index. The window is named fraud_incidents, so the search's conditions, which name the
 * table's columns, read the window's.
 */
async function matchesInWindow(db: Db, query: SearchQuery, search: SQL, rows: number, wanted: number): Promise<number[]> {
  const oneStatus = query.status !== 'all' && query.status !== UNCONFIRMED_FILTER && (query.sort === 'newest' || query.sort === 'oldest');
  const direction = query.sort === 'oldest' ? sql`asc` : sql`desc`;
  // The outer order is the window's own, so the matches flow out as the index gives them and the
  // walk stops at the `wanted`th; any other order sorts the whole window first.
  const order = oneStatus
    ? sql`${fraudIncidents.status} ${direction}, ${fraudIncidents.createdAt} ${direction}, ${fraudIncidents.id} ${direction}`
    : sql.join(orderingOf(query.sort, query.clock?.targets), sql`, `);
  // A range on the status, not an equality: with status = x the planner drops the status from the
  // order and walks created_at's own index, reading every other status's rows too (7 to 10 times as
  // many on a million incidents: 43 ms where the status's index took 9).
  const window = oneStatus
    ? sql`select ${searchedColumns} from ${fraudIncidents}
          where ${fraudIncidents.status} >= ${query.status} and ${fraudIncidents.status} <= ${query.status} order by ${order} limit ${rows}`
    : sql`select ${searchedColumns} from ${fraudIncidents} order by ${order} limit ${rows}`;
  const found = await selectRows<{ id: number }>(db, sql`
    select ${fraudIncidents.id} from (${window}) as ${fraudIncidents}
    where ${and(search, oneStatus ? undefined : statusCondition(query.status))}
    order by ${order} limit ${wanted}`);
  return found.map((row) => Number(row.id));
}

/**
 * The page's ids of a search, exact whichever way they are found; only the cost differs.
 *
 * A common term is found at once by walking the sort's order: its first matches are among the first
 * rows. A rare one is found by the trigram indexes, which answer it without reading the rows that do
 * not match, but walking for it reads the whole table (a second on a million incidents). So a search
 * first reads a few rows in the sort's order: a term matching many of them is walked, for its first
 * 200 matches, which are the page and prove the "200+"; any other term is collected by its indexes
 * and sorted. The collection checks the status on the rows the search finds, not with the status's
 * index: ANDing the bitmap of 140,000 to 220,000 rows of one status cost 10 to 30 ms on every rare
 * term. Only a term with over 2,000 matches in the status, none among the first rows, or a page
 * beyond the first 200 matches walks the sort's index to the page.
 */
async function searchPage(db: Db, query: SearchQuery): Promise<SearchPage> {
  const { limit, offset } = pageWindow(query);
  const search = searchCondition(query.q!);
  const status = statusCondition(query.status);
  const wanted = offset + limit + 1; // to the page's end, and one more to know whether another follows
  const walkToPage = async () => {
    const walked = await db
      .select({ id: fraudIncidents.id })
      .from(fraudIncidents)
      .where(and(search, status))
      .orderBy(...orderingOf(query.sort, query.clock?.targets))
      .limit(limit + 1)
      .offset(offset);
    return lowerBoundPage(walked.map((r) => Number(r.id)), offset, limit);
  };

  // "Due first" has no index to walk: its matches are always collected and sorted.
  const probe = query.sort === 'due' ? [] : await matchesInWindow(db, query, search, PROBE_ROWS, COMMON_IN_PROBE);
  if (probe.length >= COMMON_IN_PROBE) {
    const first = await matchesInWindow(db, query, search, WALK_ROWS, Math.max(SEARCH_COUNT_CAP, wanted));
    // Fewer than the cap may be all there are: counted exactly below.
    if (first.length >= SEARCH_COUNT_CAP) {
      return first.length >= wanted ? lowerBoundPage(first.slice(offset, wanted), offset, limit) : walkToPage();
    }
  }

  // OFFSET 0 keeps the status out of the subquery, so the planner cannot AND its index's bitmap in.
  const result = await selectRows<{ total: number; ids: number[] }>(db, sql`
    with matched as materialized (
      select id, created_at, updated_at, loss_amount, status, first_replied_at, awaiting_staff_since, awaiting_kind
      from (select ${searchedColumns} from ${fraudIncidents} where ${search} offset 0) as ${fraudIncidents}
      ${status ? sql`where ${status}` : sql``}
      limit ${COLLECT_CAP}
    )
    select (select count(*) from matched)::int as total,
           array(select id from matched order by ${matchedOrderingOf(query.sort, query.clock?.targets)} limit ${limit + 1} offset ${offset}) as ids`);
  const [row] = result;
  const collected = Number(row?.total ?? 0);
  const ids = (row?.ids ?? []).map(Number);
  if (collected < SEARCH_COUNT_CAP) return { total: collected, ids: ids.slice(0, limit), totalIsLowerBound: false };
  if (collected < COLLECT_CAP) return lowerBoundPage(ids, offset, limit);
  return walkToPage();
}

/** How many incidents a status filter keeps, from the totals the triggers of migration 0005 keep exact. */
async function countedTotal(db: Db, status: IncidentListQuery['status']): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${incidentTotals.incidents}), 0)::int` })
    .from(incidentTotals)
    .where(
      status === 'all'
        ? undefined
        : status === UNCONFIRMED_FILTER
          ? eq(incidentTotals.confirmed, false)
          : eq(incidentTotals.status, status),
    );
  return Number(row?.total ?? 0);
}

type SearchQuery = IncidentListQuery & Pick<Filters, 'clock'>;

type Filters = Pick<IncidentListQuery, 'owner' | 'fraudType' | 'reportedFrom' | 'reportedTo' | 'minLoss' | 'maxLoss' | 'tag' | 'due'> & {
  /** The targets and the moment a `due` filter is judged by (read by the caller: settings and clock). */
  clock?: { targets: ResponseTargets; now: Date };
};

/**
 * The conditions of the filters beyond search and status (issues 25, 26). An owner is read from
 * case_staff's owner rows; 'unassigned' is a case with no owner. Reported days are UTC days, the
 * last one included to its end.
 */
function filterConditions(query: Filters, askerId: number): SQL | undefined {
  const ownerId = query.owner === OWNER_ME ? askerId : query.owner && query.owner !== OWNER_NOBODY ? Number(query.owner) : null;
  return and(
    ownerId === null
      ? undefined
      : sql`${fraudIncidents.id} in (select ${caseStaff.incidentId} from ${caseStaff} where ${caseStaff.adminUserId} = ${ownerId} and ${caseStaff.isOwner})`,
    query.owner === OWNER_NOBODY
      ? sql`not exists (select 1 from ${caseStaff} where ${caseStaff.incidentId} = ${fraudIncidents.id} and ${caseStaff.isOwner})`
      : undefined,
    query.fraudType ? eq(fraudIncidents.fraudType, query.fraudType) : undefined,
    query.reportedFrom ? sql`${fraudIncidents.createdAt} >= ${query.reportedFrom}::date::timestamp at time zone 'UTC'` : undefined,
    query.reportedTo ? sql`${fraudIncidents.createdAt} < (${query.reportedTo}::date + 1)::timestamp at time zone 'UTC'` : undefined,
    query.minLoss ? sql`${fraudIncidents.lossAmount} >= ${query.minLoss}::numeric` : undefined,
    query.maxLoss ? sql`${fraudIncidents.lossAmount} <= ${query.maxLoss}::numeric` : undefined,
    query.tag ? sql`${fraudIncidents.id} in (select ${caseTags.incidentId} from ${caseTags} where ${caseTags.tagId} = ${query.tag})` : undefined,
    query.due ? (query.clock ? clockCondition(query.due, query.clock.targets, query.clock.now) : sql`false`) : undefined,
  );
}

/**
 * The WHERE and ORDER BY of a query: the list and the export read the same rows. The list pages a
 * search through the capped path of `searchPage`; the export walks every match with the same
 * condition and order. `askerId` is whom the owner filter's 'me' means.
 */
export function incidentFilter(query: Pick<IncidentListQuery, 'q' | 'status' | 'sort'> & Filters, askerId: number): { where: SQL | undefined; orderBy: SQL[] } {
  const search = query.q ? searchCondition(query.q) : undefined;
  return { where: and(search, statusCondition(query.status), filterConditions(query, askerId)), orderBy: orderingOf(query.sort, query.clock?.targets) };
}

/** The owners of some cases, by case id: one statement for a page. */
async function ownersOf(db: Db, incidentIds: number[]): Promise<Map<number, CaseOwner>> {
  if (incidentIds.length === 0) return new Map();
  const rows = await db
    .select({ incidentId: caseStaff.incidentId, id: staffUsers.id, displayName: sql<string>`coalesce(${staffUsers.displayName}, ${staffUsers.username})` })
    .from(caseStaff)
    .innerJoin(staffUsers, eq(staffUsers.id, caseStaff.adminUserId))
    .where(and(inArray(caseStaff.incidentId, incidentIds), eq(caseStaff.isOwner, true)));
  return new Map(rows.map((row) => [row.incidentId, { id: row.id, displayName: row.displayName }]));
}

/** One page of incidents for staff, searched, filtered and sorted in the database. */
export async function listStaffIncidents(deps: Pick<Dependencies, 'db' | 'clock'>, asked: IncidentListQuery & { askerId: number }): Promise<IncidentListPage> {
  const { db } = deps;
  const clock = { targets: await responseTargets(db), now: deps.clock() };
  const query = { ...asked, clock };
  const { where, orderBy } = incidentFilter(query, query.askerId);
  const rowsOfPage = (condition: SQL | undefined) =>
    db
      .select({ incident: fraudIncidents, platform: { id: platforms.id, name: platforms.name } })
      .from(fraudIncidents)
      .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
      .where(condition)
      .orderBy(...orderBy);
  const present = async (rows: Awaited<ReturnType<typeof rowsOfPage>>) => {
    const ids = rows.map((row) => row.incident.id);
    const [owners, tagsOf] = await Promise.all([ownersOf(db, ids), tagsOfCases(db, ids)]);
    return rows.map((row) => ({
      ...presentStaffIncident(row.incident, row.platform),
      owner: owners.get(row.incident.id) ?? null,
      tags: tagsOf.get(row.incident.id) ?? [],
      clock: clockOfIncident(row.incident, clock.targets, clock.now),
    }));
  };

  if (query.tag && !query.q && (query.sort === 'newest' || query.sort === 'oldest')) {
    // A tag's cases in report order are a walk along case_tags' own index (its copy of the report
    // time), reading the cases as the page needs them; the count reads the same index, and the
    // cases only when other filters apply.
    const tag = query.tag;
    const { where: rest } = incidentFilter({ ...query, tag: undefined }, query.askerId);
    const direction = query.sort === 'oldest' ? asc : desc;
    const { limit, offset } = pageWindow(query);
    const tagged = and(eq(caseTags.incidentId, fraudIncidents.id), eq(caseTags.tagId, tag));
    const [rows, counted] = await Promise.all([
      db
        .select({ incident: fraudIncidents, platform: { id: platforms.id, name: platforms.name } })
        .from(caseTags)
        .innerJoin(fraudIncidents, tagged)
        .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
        .where(rest)
        .orderBy(direction(caseTags.incidentCreatedAt), direction(caseTags.incidentId))
        .limit(limit)
        .offset(offset),
      rest
        ? selectRows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from ${caseTags} join ${fraudIncidents} on ${tagged} where ${rest} limit ${FILTER_COUNT_CAP + 1}) capped`)
        : selectRows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from ${caseTags} where ${caseTags.tagId} = ${tag} limit ${FILTER_COUNT_CAP + 1}) capped`),
    ]);
    const total = Number(counted[0]?.n ?? 0);
    const items = await present(rows);
    return total > FILTER_COUNT_CAP ? { items, total: Math.max(FILTER_COUNT_CAP, offset + rows.length), totalIsLowerBound: true } : { items, total };
  }
  if (hasIncidentFilters(query)) {
    // Filters the kept totals do not know: the page in the sort's order, and a count that stops
    // past FILTER_COUNT_CAP (a filter as wide as "unassigned" would count most of a million rows).
    const { limit, offset } = pageWindow(query);
    const [rows, counted] = await Promise.all([
      rowsOfPage(where).limit(limit).offset(offset),
      selectRows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from ${fraudIncidents} where ${where ?? sql`true`} limit ${FILTER_COUNT_CAP + 1}) capped`),
    ]);
    const total = Number(counted[0]?.n ?? 0);
    const items = await present(rows);
    return total > FILTER_COUNT_CAP ? { items, total: Math.max(FILTER_COUNT_CAP, offset + rows.length), totalIsLowerBound: true } : { items, total };
  }
  if (query.q) {
    const { total, ids, totalIsLowerBound } = await searchPage(db, query);
    const rows = ids.length === 0 ? [] : await rowsOfPage(inArray(fraudIncidents.id, ids));
    const items = await present(rows);
    return totalIsLowerBound ? { items, total, totalIsLowerBound } : { items, total };
  }
  // Without a search, a status's rows are common enough to walk an order's index for one page, and
  // the total is kept (counting a million rows at every page took a quarter of a second).
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    rowsOfPage(where).limit(limit).offset(offset),
    countedTotal(db, query.status),
  ]);
  return { items: await present(rows), total };
}

/** The incident tiles over every incident, from the totals kept by the triggers of migration 0005. */
export async function summariseIncidents(deps: Pick<Dependencies, 'db'>): Promise<IncidentSummary> {
  const { db } = deps;
  const total = (condition: SQL) => sql<number>`coalesce(sum(${incidentTotals.incidents}) filter (where ${condition}), 0)::int`;
  const [[row], losses] = await Promise.all([
    db
      .select({
        open: total(sql`${incidentTotals.status} = 'open'`),
        investigating: total(sql`${incidentTotals.status} = 'under_investigation'`),
        resolved: total(sql`${incidentTotals.status} = 'resolved'`),
        unconfirmed: total(sql`not ${incidentTotals.confirmed}`),
      })
      .from(incidentTotals),
    // Issue 28: one sum per currency, never across. numeric to text keeps every cent: no float on the way.
    db
      .select({ currency: incidentTotals.currency, amount: sql<string>`sum(${incidentTotals.loss})::numeric(24, 2)::text` })
      .from(incidentTotals)
      .groupBy(incidentTotals.currency)
      .having(sql`sum(${incidentTotals.incidents}) > 0`)
      .orderBy(sql`${incidentTotals.currency} <> 'USD'`, incidentTotals.currency),
  ]);
  return { ...(row ?? { open: 0, investigating: 0, resolved: 0, unconfirmed: 0 }), totalLoss: losses };
}
