import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fraudIncidents, platforms } from '../../db/schema/index';

export const SEARCH_RESULT_LIMIT = 100;

function buildQuery(db: Db) {
  return (
    db
      .select({
        incident: {
          id: fraudIncidents.id,
          incidentDate: fraudIncidents.incidentDate,
          status: fraudIncidents.status,
          fraudType: fraudIncidents.fraudType,
          lossAmount: fraudIncidents.lossAmount,
          description: fraudIncidents.description,
        },
        platform: {
          id: platforms.id,
          name: platforms.name,
          type: platforms.type,
          category: platforms.category,
          website: platforms.website,
          description: platforms.description,
          recoveryAvailable: platforms.recoveryAvailable,
        },
      })
      .from(fraudIncidents)
      .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
      // lower(victim_email) is what fraud_incidents_victim_email_lower_idx indexes.
      .where(sql`lower(${fraudIncidents.victimEmail}) = ${sql.placeholder('email')}`)
      .orderBy(desc(fraudIncidents.incidentDate), desc(fraudIncidents.id))
      .limit(SEARCH_RESULT_LIMIT)
      // The hottest query of the product: prepared once per database, planned once per connection.
      .prepare('search_incidents_by_email')
  );
}

const prepared = new WeakMap<Db, ReturnType<typeof buildQuery>>();

export function findIncidentsByEmail(db: Db, email: string) {
  let query = prepared.get(db);
  if (!query) {
    query = buildQuery(db);
    prepared.set(db, query);
  }
  return query.execute({ email: email.trim().toLowerCase() });
}

export type IncidentMatch = Awaited<ReturnType<typeof findIncidentsByEmail>>[number];
