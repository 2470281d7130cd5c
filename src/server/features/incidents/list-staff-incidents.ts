import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  UNCONFIRMED_FILTER,
  type IncidentListPage,
  type IncidentListQuery,
  type IncidentSummary,
} from '@shared/incidents/staff-schema';
import type { Db } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import { fraudIncidents, incidentTotals, platforms } from '../../kernel/db/schema/index';
import { containsPattern, pageWindow } from '../../kernel/lists/paging';
import { presentStaffIncident } from './present-staff-incident';
import type { Dependencies } from '../../dependencies';

const MAX_ID = 2_147_483_647;

/** 'FR-000123', 'fr-123', 'FR123' or '123' names incident 123; anything else names none. */
export function incidentIdOfReference(term: string): number | null {
  const match = /^(?:fr-?)?(\d{1,10})$/i.exec(term.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * The incidents a search term matches, as one condition on fraud_incidents alone, so the planner
 * ORs the trigram indexes (e-mail, description), the platform_id index (for the few platforms whose
 * name matches, fetched first) and the primary key into one bitmap and ANDs it with the status
 * index; the rows are then read once. (A join, or an IN over a UNION, read every row of the status
 * too: over a second on a million incidents.)
 */
function searchCondition(term: string): SQL {
  const pattern = containsPattern(term);
  const id = incidentIdOfReference(term);
  return or(
    sql`${fraudIncidents.victimEmail} ilike ${pattern}`,
    sql`${fraudIncidents.description} ilike ${pattern}`,
    sql`${fraudIncidents.platformId} = any(array(select ${platforms.id} from ${platforms} where ${platforms.name} ilike ${pattern}))`,
    id === null ? undefined : eq(fraudIncidents.id, id),
  )!;
}

function statusCondition(status: IncidentListQuery['status']): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === UNCONFIRMED_FILTER) return isNull(fraudIncidents.confirmedAt);
  return eq(fraudIncidents.status, status);
}

// The id breaks ties so a page boundary never repeats or skips a row.
const orderings = {
  newest: [desc(fraudIncidents.createdAt), desc(fraudIncidents.id)],
  oldest: [asc(fraudIncidents.createdAt), asc(fraudIncidents.id)],
  loss_desc: [desc(fraudIncidents.lossAmount), desc(fraudIncidents.id)],
  updated: [desc(fraudIncidents.updatedAt), desc(fraudIncidents.id)],
} satisfies Record<IncidentListQuery['sort'], SQL[]>;

// The same orders, on the columns of the `matched` set a search collects.
const matchedOrderings = {
  newest: sql`created_at desc, id desc`,
  oldest: sql`created_at asc, id asc`,
  loss_desc: sql`loss_amount desc, id desc`,
  updated: sql`updated_at desc, id desc`,
} satisfies Record<IncidentListQuery['sort'], SQL>;

/**
 * How many matches a search collects before it stops counting. A term found in fewer incidents is
 * counted and sorted exactly; a term as common as 'withdrawal' in one status (18,000 of a million)
 * took 100 ms just to count and sort, so past this the total is shown as "200+" and the page is
 * read by walking the sort's index, which finds 25 matches of a common term at once.
 */
export const SEARCH_COUNT_CAP = 200;

type SearchPage = { ids: number[]; total: number; totalIsLowerBound: boolean };

/**
 * The page's ids of a search. First the matches are collected without an order, up to the cap,
 * so the planner can use the trigram bitmap of `searchCondition` and stop early (left to itself
 * with `ORDER BY created_at LIMIT 25`, it walks the created_at index testing every row: a second for
 * a rare term). Fewer than the cap are all of them: counted and sorted in the same statement.
 */
async function searchPage(db: Db, where: SQL | undefined, query: IncidentListQuery): Promise<SearchPage> {
  const { limit, offset } = pageWindow(query);
  const result = await selectRows<{ total: number; ids: number[] }>(db, sql`
    with matched as materialized (
      select ${fraudIncidents.id} as id, ${fraudIncidents.createdAt} as created_at, ${fraudIncidents.updatedAt} as updated_at,
             ${fraudIncidents.lossAmount} as loss_amount
      from ${fraudIncidents} where ${where} limit ${SEARCH_COUNT_CAP}
    )
    select (select count(*) from matched)::int as total,
           array(select id from matched order by ${matchedOrderings[query.sort]} limit ${limit} offset ${offset}) as ids`);
  const [row] = result;
  const collected = Number(row?.total ?? 0);
  if (collected < SEARCH_COUNT_CAP) {
    return { total: collected, ids: (row?.ids ?? []).map(Number), totalIsLowerBound: false };
  }
  // A common term: the sort's own index, one row past the page to know whether another follows.
  const walked = await db
    .select({ id: fraudIncidents.id })
    .from(fraudIncidents)
    .where(where)
    .orderBy(...orderings[query.sort])
    .limit(limit + 1)
    .offset(offset);
  const ids = walked.slice(0, limit).map((r) => Number(r.id));
  // Rows seen on the walk prove at least that many; a page past the end proves only the cap.
  const known = walked.length === 0 ? 0 : offset + walked.length;
  return { ids, total: Math.max(SEARCH_COUNT_CAP, known), totalIsLowerBound: true };
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

/**
 * The WHERE and ORDER BY of a query: the list and the export read the same rows. The list pages a
 * search through the capped path of `searchPage`; the export walks every match with the same
 * condition and order.
 */
export function incidentFilter(query: Pick<IncidentListQuery, 'q' | 'status' | 'sort'>): { where: SQL | undefined; orderBy: SQL[] } {
  const search = query.q ? searchCondition(query.q) : undefined;
  return { where: and(search, statusCondition(query.status)), orderBy: orderings[query.sort] };
}

/** One page of incidents for staff, searched, filtered and sorted in the database. */
export async function listStaffIncidents(deps: Pick<Dependencies, 'db'>, query: IncidentListQuery): Promise<IncidentListPage> {
  const { db } = deps;
  const { where, orderBy } = incidentFilter(query);
  const rowsOfPage = (condition: SQL | undefined) =>
    db
      .select({ incident: fraudIncidents, platform: { id: platforms.id, name: platforms.name } })
      .from(fraudIncidents)
      .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
      .where(condition)
      .orderBy(...orderBy);

  if (query.q) {
    const { total, ids, totalIsLowerBound } = await searchPage(db, where, query);
    const rows = ids.length === 0 ? [] : await rowsOfPage(inArray(fraudIncidents.id, ids));
    const items = rows.map((row) => presentStaffIncident(row.incident, row.platform));
    return totalIsLowerBound ? { items, total, totalIsLowerBound } : { items, total };
  }
  // Without a search, a status's rows are common enough to walk an order's index for one page, and
  // the total is kept (counting a million rows at every page took a quarter of a second).
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    rowsOfPage(where).limit(limit).offset(offset),
    countedTotal(db, query.status),
  ]);
  return { items: rows.map((row) => presentStaffIncident(row.incident, row.platform)), total };
}

/** The incident tiles over every incident, from the totals kept by the triggers of migration 0005. */
export async function summariseIncidents(deps: Pick<Dependencies, 'db'>): Promise<IncidentSummary> {
  const { db } = deps;
  const total = (condition: SQL) => sql<number>`coalesce(sum(${incidentTotals.incidents}) filter (where ${condition}), 0)::int`;
  const [row] = await db
    .select({
      open: total(sql`${incidentTotals.status} = 'open'`),
      investigating: total(sql`${incidentTotals.status} = 'under_investigation'`),
      resolved: total(sql`${incidentTotals.status} = 'resolved'`),
      // numeric to text keeps every cent: no float on the way.
      totalLoss: sql<string>`coalesce(sum(${incidentTotals.loss}), 0)::numeric(20, 2)::text`,
      unconfirmed: total(sql`not ${incidentTotals.confirmed}`),
    })
    .from(incidentTotals);
  return row ?? { open: 0, investigating: 0, resolved: 0, totalLoss: '0.00', unconfirmed: 0 };
}
