import { desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { formatApplicationReference } from '@shared/applications/schema';
import { formatCaseReference } from '@shared/format/case-reference';
import {
  SEARCH_GROUP_LIMIT,
  SEARCH_MIN_LENGTH,
  type GlobalSearchResult,
  type SearchHit,
} from '@shared/overview/schema';
import { MAX_ID } from '@shared/schemas';
import type { Db } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import { fraudIncidents, platforms, recoveryApplications, userProfiles } from '../../kernel/db/schema/index';
import { ilikeContains } from '../../kernel/lists/paging';
import type { Dependencies } from '../../dependencies';

/** Platforms a name may match before the incident search stops widening (a term like 'co' matches many). */
const PLATFORM_MATCH_LIMIT = 50;
/**
 * How many matches a text search collects before it changes strategy. `ORDER BY id DESC LIMIT 5`
 * over a whole table lets the planner walk the primary key backwards and test every row, which
 * for a rare term takes over a second on a million incidents; an unordered LIMIT lets it use the
 * trigram index and stop early. Fewer matches than this are all of them, so their newest are
 * exact; a term with this many is common, and the ordered walk finds its newest rows at once.
 */
export const SEARCH_CANDIDATES = 1_000;
/**
 * The newest rows a search reads first. A common word has its newest few among them: found there
 * at once, where collecting its candidates read 20,000 rows of a million incidents to find 1,000
 * with 'screenshots' (43 ms). A rare term costs these few rows more.
 */
export const RECENT_ROWS = 300;

/** The id a reference names: 'FR-000123', 'fr-123', 'fr123' or a bare '123' (and the same with RA-). */
export function referenceId(term: string, prefix: 'FR' | 'RA'): number | null {
  const match = new RegExp(`^(?:${prefix}-?)?0*(\\d{1,10})$`, 'i').exec(term.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= MAX_ID ? id : null;
}

type Row = { id: number };

/** The ids of the newest few rows matching `where` (see RECENT_ROWS and SEARCH_CANDIDATES for how it stays fast). */
async function newestMatchingIds(db: Db, table: PgTable, id: PgColumn, where: SQL | undefined): Promise<number[]> {
  // The window is named as the table, so `where`, which names the table's columns, reads the
  // window's; both orders are the primary key's, so the walk stops at the fifth match.
  const recent = await selectRows<Row>(db, sql`
    select ${id} from (select * from ${table} order by ${id} desc limit ${RECENT_ROWS}) as ${table}
    where ${where ?? sql`true`} order by ${id} desc limit ${SEARCH_GROUP_LIMIT}`);
  if (recent.length === SEARCH_GROUP_LIMIT) return recent.map((row) => Number(row.id));
  const candidates = await db.select({ id }).from(table).where(where).limit(SEARCH_CANDIDATES);
  if (candidates.length < SEARCH_CANDIDATES) {
    return candidates
      .map((row) => Number(row.id))
      .sort((a, b) => b - a)
      .slice(0, SEARCH_GROUP_LIMIT);
  }
  const newest = await db.select({ id }).from(table).where(where).orderBy(desc(id)).limit(SEARCH_GROUP_LIMIT);
  return newest.map((row) => Number(row.id));
}

/** Hits found by an exact reference first, then the newest of the rest, without repeats. */
function merge<T extends Row>(lists: T[][]): T[] {
  const seen = new Set<number>();
  const [exact = [], ...rest] = lists;
  const others = rest.flat().sort((a, b) => b.id - a.id);
  return [...exact, ...others].filter((row) => !seen.has(row.id) && seen.add(row.id)).slice(0, SEARCH_GROUP_LIMIT);
}

async function searchUsers(db: Db, term: string): Promise<SearchHit[]> {
  const ids = await newestMatchingIds(
    db,
    userProfiles,
    userProfiles.id,
    or(ilikeContains(userProfiles.email, term), ilikeContains(userProfiles.fullName, term)),
  );
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: userProfiles.id, fullName: userProfiles.fullName, email: userProfiles.email })
    .from(userProfiles)
    .where(inArray(userProfiles.id, ids))
    .orderBy(desc(userProfiles.id));
  return rows.map((row) => ({ id: row.id, title: row.fullName, subtitle: row.email, status: null }));
}

async function searchIncidents(db: Db, term: string): Promise<SearchHit[]> {
  const columns = {
    id: fraudIncidents.id,
    victimEmail: fraudIncidents.victimEmail,
    status: fraudIncidents.status,
    platformName: platforms.name,
  };
  const base = () => db.select(columns).from(fraudIncidents).innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId));
  const id = referenceId(term, 'FR');
  // Every query is bounded: an exact id, a capped candidate set, or a capped list of platforms.
  const matchingPlatforms = db
    .select({ id: platforms.id })
    .from(platforms)
    .where(ilikeContains(platforms.name, term))
    .limit(PLATFORM_MATCH_LIMIT);
  const [byText, byPlatform] = await Promise.all([
    newestMatchingIds(
      db,
      fraudIncidents,
      fraudIncidents.id,
      or(ilikeContains(fraudIncidents.victimEmail, term), ilikeContains(fraudIncidents.description, term)),
    ),
    newestMatchingIds(db, fraudIncidents, fraudIncidents.id, inArray(fraudIncidents.platformId, matchingPlatforms)),
  ]);
  const wanted = [...new Set([...(id === null ? [] : [id]), ...byText, ...byPlatform])];
  const rows = wanted.length === 0 ? [] : await base().where(inArray(fraudIncidents.id, wanted));
  return merge([rows.filter((row) => row.id === id), rows.filter((row) => row.id !== id)]).map((row) => ({
    id: row.id,
    title: `${formatCaseReference(row.id)} · ${row.platformName}`,
    subtitle: row.victimEmail,
    status: row.status,
  }));
}

async function searchApplications(db: Db, term: string): Promise<SearchHit[]> {
  const columns = {
    id: recoveryApplications.id,
    fullName: recoveryApplications.fullName,
    email: recoveryApplications.email,
    status: recoveryApplications.status,
  };
  const id = referenceId(term, 'RA');
  const byText = await newestMatchingIds(
    db,
    recoveryApplications,
    recoveryApplications.id,
    or(ilikeContains(recoveryApplications.fullName, term), ilikeContains(recoveryApplications.email, term)),
  );
  const wanted = [...new Set([...(id === null ? [] : [id]), ...byText])];
  const rows = wanted.length === 0 ? [] : await db.select(columns).from(recoveryApplications).where(inArray(recoveryApplications.id, wanted));
  return merge([rows.filter((row) => row.id === id), rows.filter((row) => row.id !== id)]).map((row) => ({
    id: row.id,
    title: `${formatApplicationReference(row.id)} · ${row.fullName}`,
    subtitle: row.email,
    status: row.status,
  }));
}

/**
 * The header's search: users, incidents and applications at once, a few of each, so staff can
 * jump to a record by what they know about it (a reference, an e-mail, a name, a platform).
 */
export async function searchEverything(deps: Pick<Dependencies, 'db'>, input: { q: string }): Promise<GlobalSearchResult> {
  const { db } = deps;
  const { q } = input;
  const term = q.trim();
  if (term.length < SEARCH_MIN_LENGTH) return { users: [], incidents: [], applications: [] };
  const [users, incidents, applications] = await Promise.all([
    searchUsers(db, term),
    searchIncidents(db, term),
    searchApplications(db, term),
  ]);
  return { users, incidents, applications };
}
