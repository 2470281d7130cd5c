import { eq, sql } from 'drizzle-orm';
import type { ProposedCase, StaffApplication } from '@shared/applications/staff-schema';
import { formatCaseReference } from '@shared/format/case-reference';
import { fraudIncidents, recoveryApplications } from '../../kernel/db/schema/index';
import { selectRows } from '../../kernel/db/select-rows';
import { AppError } from '../../kernel/errors';
import type { Dependencies } from '../../dependencies';
import { recordAudit, type Change } from '../audit/record-audit';
import { INCIDENT_NOT_FOUND } from '../incidents/policy';
import { APPLICATION_NOT_FOUND_MESSAGE, findStaffApplication } from './find-staff-application';

/**
 * The case an application is about (issue 25): the newest confirmed case of the same address on a
 * platform of the same name, which staff may take or leave. Nothing while it is linked already.
 */
export async function proposeApplicationCase(deps: Pick<Dependencies, 'db'>, input: { id: number }): Promise<ProposedCase> {
  const [application] = await deps.db.select().from(recoveryApplications).where(eq(recoveryApplications.id, input.id)).limit(1);
  if (!application) throw new AppError('APPLICATION_NOT_FOUND', APPLICATION_NOT_FOUND_MESSAGE);
  if (application.incidentId !== null) return { proposal: null };
  const [row] = await selectRows<{ id: number; platform_name: string; created_at: Date | string }>(
    deps.db,
    sql`select f.id, p.name as platform_name, f.created_at
        from fraud_incidents f join platforms p on p.id = f.platform_id
        where lower(f.victim_email) = lower(${application.email}) and f.confirmed_at is not null
          and lower(p.name) = lower(${application.platformName.trim()})
        order by f.created_at desc, f.id desc limit 1`,
  );
  return {
    proposal: row ? { id: row.id, reference: formatCaseReference(row.id), platformName: row.platform_name, reportedAt: new Date(row.created_at).toISOString() } : null,
  };
}

/** Links an application to a case, or unlinks it (null); audited. The victim's dashboard then shows them as one story. */
export async function linkApplicationCase(
  deps: Pick<Dependencies, 'db'>,
  input: { id: number; incidentId: number | null; by: Change },
): Promise<StaffApplication> {
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(recoveryApplications).where(eq(recoveryApplications.id, input.id)).for('update');
    if (!current) throw new AppError('APPLICATION_NOT_FOUND', APPLICATION_NOT_FOUND_MESSAGE);
    if (input.incidentId !== null) {
      const [incident] = await tx.select({ id: fraudIncidents.id }).from(fraudIncidents).where(eq(fraudIncidents.id, input.incidentId)).limit(1);
      if (!incident) throw new AppError('INCIDENT_NOT_FOUND', INCIDENT_NOT_FOUND);
    }
    if (current.incidentId === input.incidentId) return;
    await tx.update(recoveryApplications).set({ incidentId: input.incidentId }).where(eq(recoveryApplications.id, input.id));
    await recordAudit(tx, {
      actor: input.by.actor,
      action: input.incidentId === null ? 'application.case_unlinked' : 'application.case_linked',
      entity: { type: 'recovery_application', id: input.id },
      before: { incidentId: current.incidentId },
      after: { incidentId: input.incidentId },
      ip: input.by.ip,
    });
  });
  return findStaffApplication(deps, { id: input.id });
}
