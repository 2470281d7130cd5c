import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { formatCaseReference } from '@shared/format/case-reference';
import { centsToDecimal, formatMoney, toCents } from '@shared/format/money';
import type { updatePayoutSchema } from '@shared/payouts/admin-schema';
import { canChangePayoutStatus, type PayoutStatus } from '@shared/payouts/status';
import { fraudIncidents, payoutRequests } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import type { Dependencies } from '../../dependencies';
import { AppError } from '../../errors';
import { queueMail } from '../../mail/outbox/queue-mail';
import { renderMail } from '../../mail/render';
import type { AdminIdentity } from '../auth/sessions';
import { recordAudit, staffActor } from '../audit/record-audit';
import { getFeePercent } from '../settings/fee-percent';
import { getSettingValue } from '../settings/queries';
import { availableCents, committedCents } from './available-for-approval';

type Input = z.output<typeof updatePayoutSchema>;
type DecideDependencies = Pick<Dependencies, 'db' | 'jobs' | 'log' | 'clock'> & { config: Pick<Dependencies['config'], 'publicUrl' | 'dataEncryptionKey'> };

export const PAYOUT_NOT_FOUND_MESSAGE = 'Payout request not found';

const refusedTransition: Record<PayoutStatus, string> = {
  pending: 'A pending payout must be approved before it is marked paid',
  approved: 'This payout is already approved',
  rejected: 'A rejected payout must be approved again before it is marked paid',
  paid: 'This payout is already paid; a paid payout cannot change',
};

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/** The first moment of a day (UTC), or now when no day is given; a day after today is refused. */
function paidMoment(day: string | undefined, now: Date): Date {
  if (!day) return now;
  const moment = new Date(`${day}T00:00:00Z`);
  if (moment.getTime() > now.getTime()) throw new AppError('VALIDATION_FAILED', 'The payment date cannot be in the future');
  return moment;
}

/**
 * A staff decision on a payout request (D5): approve (refused above what the case still has
 * available, computed here in cents), reject, or mark an approved payout paid with its reference.
 * The case row is locked first, so two approvals on one case cannot both pass the check. The
 * victim is e-mailed that a decision was made (D19: no amounts).
 */
export async function decidePayout(deps: DecideDependencies, options: { id: number; input: Input; staff: AdminIdentity; ip?: string }) {
  const { id, input } = options;
  const now = deps.clock();
  const feePercent = await getFeePercent(deps.db);
  let updated: typeof payoutRequests.$inferSelect;
  try {
    updated = await deps.db.transaction(async (tx) => {
      const [found] = await tx.select({ incidentId: payoutRequests.incidentId }).from(payoutRequests).where(eq(payoutRequests.id, id));
      if (!found) throw new AppError('PAYOUT_NOT_FOUND', PAYOUT_NOT_FOUND_MESSAGE);
      // The case first, then the request: every decision on a case queues behind the one before it.
      const [incident] = await tx.select().from(fraudIncidents).where(eq(fraudIncidents.id, found.incidentId)).for('update');
      const [current] = await tx.select().from(payoutRequests).where(eq(payoutRequests.id, id)).for('update');
      if (!incident || !current) throw new AppError('PAYOUT_NOT_FOUND', PAYOUT_NOT_FOUND_MESSAGE);
      if (!canChangePayoutStatus(current.status, input.status)) {
        throw new AppError('PAYOUT_STATUS_NOT_ALLOWED', current.status === input.status ? `This payout is already ${input.status}` : refusedTransition[current.status]);
      }

      const changes: Partial<typeof payoutRequests.$inferInsert> = { status: input.status, processedDate: now, updatedAt: now };
      if (input.status === 'approved') {
        const amount = input.amount ?? current.amount;
        const cents = toCents(amount);
        if (cents <= 0n) throw new AppError('VALIDATION_FAILED', 'The amount to approve must be more than zero');
        const available = availableCents(incident, feePercent, await committedCents(tx, incident.id, current.id));
        if (cents > available) {
          throw new AppError('PAYOUT_ABOVE_AVAILABLE', `Only ${formatMoney(centsToDecimal(available))} is available for payout on this case`);
        }
        changes.amount = centsToDecimal(cents);
      }
      if (input.status === 'paid') {
        changes.paymentReference = input.paymentReference ?? null;
        changes.paidAt = paidMoment(input.paidAt, now);
      }
      const [row] = await tx.update(payoutRequests).set(changes).where(eq(payoutRequests.id, id)).returning();
      if (!row) throw new Error('payout update returned no row');
      const shown = (r: typeof row) => ({ status: r.status, amount: r.amount, paymentReference: r.paymentReference, paidAt: r.paidAt?.toISOString() ?? null });
      await recordAudit(tx, {
        actor: staffActor(options.staff),
        action: `payout.${input.status}`,
        entity: { type: 'payout_request', id },
        before: shown(current),
        after: { ...shown(row), ...(input.status === 'rejected' && input.reason ? { reason: input.reason } : {}) },
        ip: options.ip,
      });
      await queueDecisionMail(deps, tx, row);
      return row;
    });
  } catch (error) {
    // Re-approving a rejected request while another of the case is open: the partial unique index says no.
    if (isUniqueViolation(error)) throw new AppError('PAYOUT_STATUS_NOT_ALLOWED', 'Another payout request for this case is already open');
    throw error;
  }

  return updated;
}

/** The e-mail that a decision was made (D19: not the decision itself), queued with the decision. */
async function queueDecisionMail(deps: DecideDependencies, tx: Tx, payout: typeof payoutRequests.$inferSelect): Promise<void> {
  const reference = formatCaseReference(payout.incidentId);
  const platformName = (await getSettingValue(tx, 'platform_name')) ?? 'Haven';
  const heading = payout.status === 'paid' ? `Your payout on case ${reference} was sent` : `A decision on your payout request for case ${reference}`;
  const mail = renderMail({
    platformName,
    heading,
    paragraphs: [`The case team has updated your payout request on case ${reference}. Sign in to see the decision.`],
    action: { label: 'See your case', url: `${deps.config.publicUrl}/recovery-details/${payout.incidentId}` },
  });
  await queueMail(deps, tx, 'payout_decision', { to: payout.userEmail, subject: heading, ...mail });
}
