import { and, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { fraudIncidents, platforms } from '../../db/schema/index';
import { AppError } from '../../errors';
import { confirmedReportsOf } from '../incidents/reports-of';
import type { CaseViewer } from './viewer';

export const INCIDENT_NOT_FOUND = 'Incident not found';

/** A victim may see their own confirmed incidents (D18); staff see all. */
export function ownedBy(viewer: CaseViewer): SQL | undefined {
  return viewer.kind === 'victim' ? confirmedReportsOf(viewer.email) : undefined;
}

/**
 * The incident and its platform, if the viewer may see it. Someone else's incident answers exactly
 * like a missing one (404), so nobody learns that a case exists (D8).
 */
export async function findIncidentForViewer(db: Db | Tx, incidentId: number, viewer: CaseViewer) {
  const [row] = await db
    .select({ incident: fraudIncidents, platform: platforms })
    .from(fraudIncidents)
    .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
    .where(and(eq(fraudIncidents.id, incidentId), ownedBy(viewer)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', INCIDENT_NOT_FOUND);
  return row;
}
