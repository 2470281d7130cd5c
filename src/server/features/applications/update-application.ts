import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type StaffApplication, type updateApplicationSchema } from '@shared/applications/staff-schema';
import { applicationNoun } from '@shared/applications/bulk-schema';
import { formatApplicationReference } from '@shared/applications/schema';
import { canChangeApplicationStatus, isApplicationDecision } from '@shared/applications/status';
import { recoveryApplications } from '../../kernel/db/schema/index';
import type { Tx } from '../../kernel/db/client';
import type { Dependencies } from '../../dependencies';
import { AppError } from '../../kernel/errors';
import { Sentence } from '../../kernel/texts/error-texts';
import { changedSince, changedSinceLoaded } from '../../kernel/lists/act-on-each';
import { queueMail } from '../../kernel/mail/outbox/queue-mail';
import { applicationDecisionMail } from './application-decision-mail';
import { recordAudit, type Change } from '../audit/record-audit';
import { getPlatformName } from '../settings/queries';
import { APPLICATION_NOT_FOUND_MESSAGE } from './find-staff-application';
import { presentStaffApplication } from './present-staff-application';
import { victimMailLocale } from '../settings/locale';

type Input = z.output<typeof updateApplicationSchema>;

export type UpdateApplicationDependencies = Pick<Dependencies, 'db' | 'jobs' | 'log' | 'clock'> & {
  config: Pick<Dependencies['config'], 'publicUrl' | 'dataEncryptionKey'>;
};

export const alreadyInStatus = (status: StaffApplication['status']) =>
  new Sentence('This application is already {status, select, pending {Pending} under_review {Under Review} approved {Approved} other {Rejected}}', { status });

/**
 * A staff decision or note on an application (spec: approved, rejected or under review from any
 * state but the current one). The row is locked, changed and audited in one transaction; the victim
 * is told of a decision after it commits, and only at an address proven to be theirs (D18).
 * `loadedAt`, the `updatedAt` a list showed (an action on many, issue 26), refuses the change when
 * the application changed since.
 */
export async function updateApplication(
  deps: UpdateApplicationDependencies,
  options: { id: number; input: Input; by: Change; loadedAt?: string },
): Promise<StaffApplication> {
  const { id, input } = options;
  const after = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(recoveryApplications).where(eq(recoveryApplications.id, id)).for('update');
    if (!current) throw new AppError('APPLICATION_NOT_FOUND', APPLICATION_NOT_FOUND_MESSAGE);
    if (options.loadedAt !== undefined && changedSince(current.updatedAt, options.loadedAt)) throw new AppError('STALE_VERSION', changedSinceLoaded(applicationNoun));
    if (input.status !== undefined && !canChangeApplicationStatus(current.status, input.status)) {
      throw new AppError('VALIDATION_FAILED', alreadyInStatus(current.status));
    }
    const [updated] = await tx
      .update(recoveryApplications)
      .set({
        ...(input.status !== undefined ? { status: input.status, rejectionReason: input.status === 'rejected' ? (input.reason ?? null) : null } : {}),
        ...(input.adminNotes !== undefined ? { adminNotes: input.adminNotes } : {}),
        updatedAt: deps.clock(),
      })
      .where(eq(recoveryApplications.id, id))
      .returning();
    if (!updated) throw new Error('application update returned no row');
    const changed = (row: typeof current) => ({
      ...(input.status !== undefined ? { status: row.status, ...(row.rejectionReason ? { rejectionReason: row.rejectionReason } : {}) } : {}),
      ...(input.adminNotes !== undefined ? { adminNotes: row.adminNotes } : {}),
    });
    await recordAudit(tx, {
      actor: options.by.actor,
      action: input.status !== undefined ? 'application.status_changed' : 'application.notes_updated',
      entity: { type: 'recovery_application', id },
      before: changed(current),
      after: changed(updated),
      ip: options.by.ip,
    });
    if (input.status !== undefined && isApplicationDecision(updated.status) && updated.emailVerifiedAt) {
      await queueDecisionMail(deps, tx, updated);
    }
    return updated;
  });

  if (input.status !== undefined && isApplicationDecision(after.status) && !after.emailVerifiedAt) {
    deps.log.info({ applicationId: id }, 'decision not e-mailed: the application address was never verified (D18)');
  }
  return presentStaffApplication(after);
}

/** The e-mail that a decision was made (it shows on the victim's dashboard), queued with it. */
async function queueDecisionMail(deps: UpdateApplicationDependencies, tx: Tx, application: { id: number; email: string; locale: string | null }): Promise<void> {
  const { id, email } = application;
  const platformName = await getPlatformName(tx);
  const mail = applicationDecisionMail({
    locale: await victimMailLocale(tx, email, application.locale),
    platformName,
    reference: formatApplicationReference(id),
    dashboardUrl: `${deps.config.publicUrl}/dashboard`,
  });
  await queueMail(deps, tx, 'application_decision', { to: email, ...mail });
}
