import { sql } from 'drizzle-orm';
import { createBatchedLookup } from '../../kernel/db/batched-lookup';
import type { Db } from '../../kernel/db/client';
import { fraudIncidents as i, platforms as p } from '../../kernel/db/schema/index';
import type { IncidentListing } from '../incidents/present-incident';

export const SEARCH_RESULT_LIMIT = 100;

/** One incident found for an address, with its platform: what the incident presenters shape. */
export type IncidentMatch = IncidentListing;

/**
 * The incidents of many addresses in one round trip. For each requested address (already trimmed
 * and lower-cased) the database runs what a single lookup would: an index scan on
 * lower(victim_email), newest first, at most SEARCH_RESULT_LIMIT, each joined to its platform by
 * primary key. It answers one row per address with its matches as a JSON array in the shape of
 * IncidentMatch: one small value to decode instead of a row per match and a cell per field, which
 * is most of what this process spends on a search. Amounts are sent as text so they stay exact.
 */
export function buildBatchQuery(db: Db) {
  return db
    .select({
      email: sql<string>`requested.email`,
      matches: sql<string>`found.matches`,
    })
    .from(
      sql`unnest(${sql.placeholder('emails')}::text[]) as requested(email)
      cross join lateral (
        select coalesce(json_agg(json_build_object(
          'incident', json_build_object(
            'id', ${i.id}, 'incidentDate', ${i.incidentDate}, 'status', ${i.status},
            'fraudType', ${i.fraudType}, 'lossAmount', ${i.lossAmount}::text, 'currency', ${i.currency}, 'description', ${i.description}),
          'platform', json_build_object(
            'id', ${p.id}, 'name', ${p.name}, 'type', ${p.type}, 'category', ${p.category},
            'website', ${p.website}, 'description', ${p.description}, 'recoveryAvailable', ${p.recoveryAvailable})
        ) order by ${i.incidentDate} desc, ${i.id} desc), '[]')::text as matches
        from (
          select ${i.id}, ${i.platformId}, ${i.incidentDate}, ${i.status}, ${i.fraudType}, ${i.lossAmount}, ${i.currency}, ${i.description}
          from ${i}
          -- D18: a report reaches the searched address only once confirmed as its owner's.
          where lower(${i.victimEmail}) = requested.email and ${i.confirmedAt} is not null
          order by ${i.incidentDate} desc, ${i.id} desc
          limit ${SEARCH_RESULT_LIMIT}
        -- Named after the table, so the column references above read these newest rows.
        ) as ${i}
        join ${p} on ${p.id} = ${i.platformId}
      ) as found`,
    );
}

/** The prepared batch query of one database, and the batched lookup that feeds it. */
function createSearch(db: Db) {
  const query = buildBatchQuery(db).prepare('search_incidents_by_emails');
  const forEmails = async (emails: string[]): Promise<IncidentMatch[][]> => {
    const rows = await query.execute({ emails });
    const byEmail = new Map(rows.map((row) => [row.email, JSON.parse(row.matches) as IncidentMatch[]]));
    return emails.map((email) => byEmail.get(email) ?? []);
  };
  // Two batches at a time: one is answered while the next gathers. In alternating runs of the
  // search benchmark it beat one batch at a time in every pairing, and unlimited was slowest.
  const byEmail = createBatchedLookup(forEmails, { maxBatchSize: 64, maxBatchesInFlight: 2 });
  return { forEmails, byEmail };
}

const searches = new WeakMap<Db, ReturnType<typeof createSearch>>();
function searchOf(db: Db) {
  let search = searches.get(db);
  if (!search) {
    search = createSearch(db);
    searches.set(db, search);
  }
  return search;
}

/** For each address (trimmed and lower-cased), its matches: one query however many addresses. */
export function findIncidentsForEmails(db: Db, emails: string[]): Promise<IncidentMatch[][]> {
  return searchOf(db).forEmails(emails);
}

/**
 * The newest SEARCH_RESULT_LIMIT incidents reported for an address, matched case-insensitively.
 * Searches that arrive together share one query (bench/search.ts measures what that is worth).
 */
export function findIncidentsByEmail(db: Db, email: string): Promise<IncidentMatch[]> {
  return searchOf(db).byEmail(email.trim().toLowerCase());
}
