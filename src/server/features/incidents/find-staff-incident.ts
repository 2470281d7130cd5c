import { asc, eq } from 'drizzle-orm';
import type { IncidentDetail } from '@shared/incidents/staff-schema';
import { fraudIncidents, moneyTrails, platforms } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { INCIDENT_NOT_FOUND } from './policy';
import { presentStaffIncident, presentIncidentMoneyTrail } from './present-staff-incident';
import type { Dependencies } from '../../dependencies';
import { tagsOfCases } from './case-tags';
import { clockOfIncident, responseTargets } from './response-targets';

// A case has few trails; the cap keeps one pathological case from loading an unbounded list.
const MAX_TRAILS = 500;

/** Every detail of one incident for staff, with the money trails linked to it. */
export async function findStaffIncident(deps: Pick<Dependencies, 'db' | 'clock'>, input: { id: number }): Promise<IncidentDetail> {
  const { db } = deps;
  const { id } = input;
  const [row] = await db
    .select({ incident: fraudIncidents, platform: { id: platforms.id, name: platforms.name } })
    .from(fraudIncidents)
    .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
    .where(eq(fraudIncidents.id, id))
    .limit(1);
  if (!row) throw new AppError('INCIDENT_NOT_FOUND', INCIDENT_NOT_FOUND);
  const [trails, tagsOf, targets] = await Promise.all([
    db.select().from(moneyTrails).where(eq(moneyTrails.incidentId, id)).orderBy(asc(moneyTrails.transactionDate), asc(moneyTrails.id)).limit(MAX_TRAILS),
    tagsOfCases(db, [id]),
    responseTargets(db),
  ]);
  return { ...presentStaffIncident(row.incident, row.platform), moneyTrails: trails.map(presentIncidentMoneyTrail), tags: tagsOf.get(id) ?? [], clock: clockOfIncident(row.incident, targets, deps.clock()) };
}
