import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  UNCONFIRMED_FILTER,
  type IncidentListPage,
  type IncidentListQuery,
  type IncidentSummary,
} from '@shared/incidents/admin-schema';
import type { Db } from '../../db/client';
import { fraudIncidents, platforms } from '../../db/schema/index';
import { containsPattern, pageWindow } from '../../lists/paging';
import { presentAdminIncident } from './present-admin-incident';

const MAX_ID = 2_147_483_647;

/** 'FR-000123', 'fr-123', 'FR123' or '123' names incident 123; anything else names none. */
export function incidentIdOfReference(term: string): number | null {
  const match = /^(?:fr-?)?(\d{1,10})$/i.exec(term.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * The incidents a search term matches, as one uncorrelated id set: each arm is served by its own
 * index (trigram on e-mail and description, trigram on platform name then platform_id, primary
 * key), where one OR across the joined tables would scan every incident.
 */
function searchCondition(term: string): SQL {
  const pattern = containsPattern(term);
  const id = incidentIdOfReference(term);
  const arms = [
    sql`select ${fraudIncidents.id} from ${fraudIncidents} where ${fraudIncidents.victimEmail} ilike ${pattern}`,
    sql`select ${fraudIncidents.id} from ${fraudIncidents} where ${fraudIncidents.description} ilike ${pattern}`,
    sql`select ${fraudIncidents.id} from ${fraudIncidents} where ${fraudIncidents.platformId} in (select ${platforms.id} from ${platforms} where ${platforms.name} ilike ${pattern})`,
    ...(id === null ? [] : [sql`select ${id}::int`]),
  ];
  return sql`${fraudIncidents.id} in (${sql.join(arms, sql` union `)})`;
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

/** One page of incidents for staff, searched, filtered and sorted in the database. */
export async function listAdminIncidents(db: Db, query: IncidentListQuery): Promise<IncidentListPage> {
  const where = and(query.q ? searchCondition(query.q) : undefined, statusCondition(query.status));
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ incident: fraudIncidents, platform: { id: platforms.id, name: platforms.name } })
      .from(fraudIncidents)
      .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
      .where(where)
      .orderBy(...orderings[query.sort])
      .limit(limit)
      .offset(offset),
    // Every incident has its platform (a non-null restricting key): the count needs no join.
    db.select({ total: sql<number>`count(*)::int` }).from(fraudIncidents).where(where),
  ]);
  return { items: rows.map((row) => presentAdminIncident(row.incident, row.platform)), total: counted?.total ?? 0 };
}

/** The incident tiles, over every incident in one pass. */
export async function summariseIncidents(db: Db): Promise<IncidentSummary> {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${fraudIncidents.status} = 'open')::int`,
      investigating: sql<number>`count(*) filter (where ${fraudIncidents.status} = 'under_investigation')::int`,
      resolved: sql<number>`count(*) filter (where ${fraudIncidents.status} = 'resolved')::int`,
      // numeric to text keeps every cent: no float on the way.
      totalLoss: sql<string>`coalesce(sum(${fraudIncidents.lossAmount}), 0)::numeric(20, 2)::text`,
      unconfirmed: sql<number>`count(*) filter (where ${fraudIncidents.confirmedAt} is null)::int`,
    })
    .from(fraudIncidents);
  return row ?? { open: 0, investigating: 0, resolved: 0, totalLoss: '0.00', unconfirmed: 0 };
}
