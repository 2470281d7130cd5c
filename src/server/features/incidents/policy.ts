import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../kernel/db/client';
import { fraudIncidents, platforms } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';

// Who may see which incident. Every domain that hangs off a case (documents, messages, payouts,
// the case page, the dashboard) asks here, so the rule is written once: the owner sees their own
// confirmed reports, staff see every incident, the public sees only what search presents (D2).

export const INCIDENT_NOT_FOUND = 'Incident not found';

/** Who is looking at an incident: the victim (by the e-mail of their session) or staff. */
export type IncidentViewer = { kind: 'victim'; email: string } | { kind: 'staff'; adminId: number };

/** The viewer of a route open to victims and staff ('victim-or-staff'); staff win when both are signed in. */
export function viewerOf(request: FastifyRequest): IncidentViewer {
  if (request.staff) return { kind: 'staff', adminId: request.staff.adminId };
  if (request.victim) return { kind: 'victim', email: request.victim.email.toLowerCase() };
  throw new Error('viewerOf called on a route that does not require a session');
}

/**
 * The incidents a victim sees as their own: reported with their address (lower-cased by the
 * caller) and confirmed as theirs (D18). Every victim-facing query of incidents by e-mail goes
 * through this, so a report planted with someone else's address reaches nobody but staff.
 */
export function confirmedReportsOf(email: string): SQL {
  // A duplicate merged into another case (issue 26) is that case now: the victim sees one.
  return sql`(lower(${fraudIncidents.victimEmail}) = ${email} and ${fraudIncidents.confirmedAt} is not null and ${fraudIncidents.mergedIntoId} is null)`;
}

/** The condition on fraud_incidents that limits a query to what the viewer may see (none for staff). */
export function incidentsVisibleTo(viewer: IncidentViewer): SQL | undefined {
  return viewer.kind === 'victim' ? confirmedReportsOf(viewer.email) : undefined;
}

/**
 * The incident and its platform, if the viewer may see it. Someone else's incident answers exactly
 * like a missing one (404), so nobody learns that a case exists (D8).
 */
export async function findIncidentForViewer(db: Db | Tx, input: { incidentId: number; viewer: IncidentViewer }) {
  const { incidentId, viewer } = input;
  const [row] = await db
    .select({ incident: fraudIncidents, platform: platforms })
    .from(fraudIncidents)
    .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
    .where(and(eq(fraudIncidents.id, incidentId), incidentsVisibleTo(viewer)))
    .limit(1);
  if (!row) throw new AppError('INCIDENT_NOT_FOUND', INCIDENT_NOT_FOUND);
  return row;
}
