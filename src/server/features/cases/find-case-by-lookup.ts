import { and, desc, eq, sql } from 'drizzle-orm';
import type { Dependencies } from '../../dependencies';
import { fraudIncidents, platforms } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { INCIDENT_NOT_FOUND, incidentsVisibleTo, type IncidentViewer } from '../incidents/policy';

export const VICTIM_EMAIL_REQUIRED = 'Please give the e-mail of the victim';

/**
 * The id of the newest case with this platform name and loss amount: a victim's own (the e-mail
 * comes from the session, D8, and an `email` parameter is ignored); staff must say whose case.
 */
export async function findCaseByLookup(
  deps: Pick<Dependencies, 'db'>,
  input: { viewer: IncidentViewer; platform: string; amount: string; email?: string },
): Promise<number> {
  const { db } = deps;
  const { viewer } = input;
  const staffEmail = viewer.kind === 'staff' ? input.email?.trim().toLowerCase() : undefined;
  if (viewer.kind === 'staff' && !staffEmail) throw new AppError('VALIDATION_FAILED', VICTIM_EMAIL_REQUIRED);
  const [match] = await db
    .select({ id: fraudIncidents.id })
    .from(fraudIncidents)
    .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
    .where(
      and(
        incidentsVisibleTo(viewer),
        staffEmail ? sql`lower(${fraudIncidents.victimEmail}) = ${staffEmail}` : undefined,
        sql`lower(${platforms.name}) = ${input.platform.toLowerCase()}`,
        // An exact decimal (the shared amount schema): numeric equality, no float on the way.
        eq(fraudIncidents.lossAmount, input.amount),
      ),
    )
    .orderBy(desc(fraudIncidents.id))
    .limit(1);
  if (!match) throw new AppError('INCIDENT_NOT_FOUND', INCIDENT_NOT_FOUND);
  return match.id;
}
