import { asc, eq, sql } from 'drizzle-orm';
import type { Dependencies } from '../../dependencies';
import { documents, moneyTrails, userProfiles } from '../../kernel/db/schema/index';
import { findIncidentForViewer, type IncidentViewer } from '../incidents/policy';

/** Everything an evidence pack holds about one case, read once, before anything is sent. */
export async function gatherCaseEvidence(deps: Pick<Dependencies, 'db'>, input: { incidentId: number; viewer: IncidentViewer }) {
  const { db } = deps;
  const { incident, platform } = await findIncidentForViewer(db, input);
  const [profile, trails, files] = await Promise.all([
    db
      .select({ fullName: userProfiles.fullName, email: userProfiles.email, phone: userProfiles.phone, country: userProfiles.country })
      .from(userProfiles)
      .where(sql`lower(${userProfiles.email}) = lower(${incident.victimEmail})`)
      .limit(1)
      .then((rows) => rows[0] ?? null),
    db.select().from(moneyTrails).where(eq(moneyTrails.incidentId, incident.id)).orderBy(asc(moneyTrails.transactionDate), asc(moneyTrails.id)),
    db.select().from(documents).where(eq(documents.recoveryId, incident.id)).orderBy(asc(documents.uploadDate), asc(documents.id)),
  ]);
  return { incident, platform, profile, trails, files };
}

export type CaseEvidence = Awaited<ReturnType<typeof gatherCaseEvidence>>;
