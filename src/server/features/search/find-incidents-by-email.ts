import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fraudIncidents, platforms } from '../../db/schema/index';

export const SEARCH_RESULT_LIMIT = 100;

export type IncidentMatch = Awaited<ReturnType<typeof findIncidentsByEmail>>[number];

/** Matches on lower(victim_email), which the fraud_incidents_victim_email_lower_idx index serves. */
export function findIncidentsByEmail(db: Db, email: string) {
  return db
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
    .where(sql`lower(${fraudIncidents.victimEmail}) = ${email.trim().toLowerCase()}`)
    .orderBy(desc(fraudIncidents.incidentDate), desc(fraudIncidents.id))
    .limit(SEARCH_RESULT_LIMIT);
}
