import { eq } from 'drizzle-orm';
import type { ReportRetention } from '@shared/incidents/retention-schema';
import { fraudIncidents, reportRetention } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import type { StaffIdentity } from '../../kernel/plugins/access';
import { recordAudit, type Change } from '../audit/record-audit';
import type { Dependencies } from '../../dependencies';
import { getNumberSetting } from '../settings/queries';
import { INCIDENT_NOT_FOUND } from './policy';
import { workedOnByStaff } from './purge-unconfirmed-reports';
import { ALREADY_CONFIRMED_MESSAGE } from './review-unconfirmed-report';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where one report stands with the retention of unconfirmed reports. */
export async function describeReportRetention(deps: Pick<Dependencies, 'db'>, input: { incidentId: number }): Promise<ReportRetention> {
  const { db } = deps;
  const { incidentId } = input;
  const retentionDays = await getNumberSetting(db, 'unconfirmed_report_retention_days');
  const [row] = await db
    .select({
      createdAt: fraudIncidents.createdAt,
      confirmedAt: fraudIncidents.confirmedAt,
      keptAt: reportRetention.keptAt,
      workedOn: workedOnByStaff(db).mapWith((value: unknown) => value === true || value === 't'),
    })
    .from(fraudIncidents)
    .leftJoin(reportRetention, eq(reportRetention.incidentId, fraudIncidents.id))
    .where(eq(fraudIncidents.id, incidentId))
    .limit(1);
  if (!row) throw new AppError('INCIDENT_NOT_FOUND', INCIDENT_NOT_FOUND);
  const confirmed = row.confirmedAt !== null;
  // The purge leaves a report staff have worked on to staff, so it has no removal day either.
  const removalDue = confirmed || row.keptAt || row.workedOn ? null : new Date(row.createdAt.getTime() + retentionDays * DAY_MS).toISOString();
  return { incidentId, confirmed, retentionDays, keptAt: row.keptAt?.toISOString() ?? null, removalDue };
}

/**
 * Staff keep an unconfirmed report past the retention period (a report they are still looking
 * into, say): the nightly pass leaves it alone. Keeping one already kept changes nothing and
 * writes no second audit row.
 */
export async function keepUnconfirmedReport(
  deps: Pick<Dependencies, 'db' | 'clock'>,
  input: { incidentId: number; staff: Pick<StaffIdentity, 'adminId'>; by: Change },
): Promise<ReportRetention> {
  const { incidentId, by } = input;
  const keptByAdminId = input.staff.adminId;
  await deps.db.transaction(async (tx) => {
    const [report] = await tx
      .select({ confirmedAt: fraudIncidents.confirmedAt })
      .from(fraudIncidents)
      .where(eq(fraudIncidents.id, incidentId))
      .for('update')
      .limit(1);
    if (!report) throw new AppError('INCIDENT_NOT_FOUND', INCIDENT_NOT_FOUND);
    if (report.confirmedAt) throw new AppError('REPORT_ALREADY_CONFIRMED', ALREADY_CONFIRMED_MESSAGE);
    const [existing] = await tx.select({ keptAt: reportRetention.keptAt }).from(reportRetention).where(eq(reportRetention.incidentId, incidentId));
    if (existing?.keptAt) return;
    const keptAt = deps.clock();
    // A report from before the retention table has no row yet: keeping it writes one.
    await tx
      .insert(reportRetention)
      .values({ incidentId, keptAt, keptByAdminId })
      .onConflictDoUpdate({ target: reportRetention.incidentId, set: { keptAt, keptByAdminId } });
    await recordAudit(tx, {
      actor: by.actor,
      action: 'incident.keep',
      entity: { type: 'fraud_incident', id: incidentId },
      before: { keptAt: null },
      after: { keptAt: keptAt.toISOString() },
      ip: by.ip,
    });
  });
  return describeReportRetention(deps, { incidentId });
}
