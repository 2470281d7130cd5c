import { victimCasePath } from '@shared/cases/case-tabs';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { amountProblem, fromMinor, toMinor } from '@shared/money/decimal';
import { formatMoney } from '@shared/money/format-money';
import type { updatePayoutSchema } from '@shared/payouts/staff-schema';
import { payoutNoun } from '@shared/payouts/bulk-schema';
import { canChangePayoutStatus, type PayoutStatus } from '@shared/payouts/status';
import { fraudIncidents, payoutApprovals, payoutRequests } from '../../kernel/db/schema/index';
import { decryptField } from '../../kernel/crypto/field-cipher';
import type { Tx } from '../../kernel/db/client';
import type { Dependencies } from '../../dependencies';
import { AppError } from '../../kernel/errors';
import { foreignText, Sentence } from '../../kernel/texts/error-texts';
import { changedSince, changedSinceLoaded } from '../../kernel/lists/act-on-each';
import { queueMail } from '../../kernel/mail/outbox/queue-mail';
import { queueWebhookEvent } from '../../kernel/webhooks/queue-webhook-event';
import { formatCaseReference } from '@shared/format/case-reference';
import { recordAudit, type Change } from '../audit/record-audit';
import { getFeePercent } from '../settings/fee-percent';
import { getPlatformName } from '../settings/queries';
import { availableUnits, committedUnits } from './available-for-approval';
import {
  ALREADY_APPROVED_BY_YOU,
  APPROVER_MAY_NOT_MARK_PAID,
  approvalsNeeded,
  RECORDER_MAY_NOT_APPROVE,
  recordersOfRecoveredAmount,
  singleApprovalThresholds,
  standingApprovals,
  voidApprovals,
} from './four-eyes';
import { FRAUD_ACCOUNT_REFUSED, namesFraudAccount } from './fraud-accounts';
import { payoutDecisionMail } from './payout-decision-mail';
import { type StaffIdentity } from '../../kernel/plugins/access';
import { isUniqueViolation } from '../../kernel/db/unique-violation';
import { markAnswered } from '../incidents/awaiting-staff';
import { caseMailLocale } from '../settings/locale';

type Input = z.output<typeof updatePayoutSchema>;
type DecideDependencies = Pick<Dependencies, 'db' | 'jobs' | 'log' | 'clock'> & { config: Pick<Dependencies['config'], 'publicUrl' | 'dataEncryptionKey'> };

export const PAYOUT_NOT_FOUND_MESSAGE = 'Payout request not found';

const refusedTransition = {
  pending: 'A pending payout must be approved before it is marked paid',
  approved: 'This payout is already approved',
  rejected: 'A rejected payout must be approved again before it is marked paid',
  paid: 'This payout is already paid; a paid payout cannot change',
} as const satisfies Record<PayoutStatus, string>;

/** The first moment of a day (UTC), or now when no day is given; a day after today is refused. */
function paidMoment(day: string | undefined, now: Date): Date {
  if (!day) return now;
  const moment = new Date(`${day}T00:00:00Z`);
  if (moment.getTime() > now.getTime()) throw new AppError('VALIDATION_FAILED', 'The payment date cannot be in the future');
  return moment;
}

/**
 * The account details, or null when they cannot be read (a demo row's placeholder, a key that
 * changed): then nobody can see where to pay either, so there is no account to compare.
 */
function readableDetails(key: Buffer, stored: string): string | null {
  try {
    return decryptField(key, stored);
  } catch {
    return null;
  }
}

type PayoutRow = typeof payoutRequests.$inferSelect;
type IncidentRow = typeof fraudIncidents.$inferSelect;
type Decision = { changes: Partial<typeof payoutRequests.$inferInsert>; action: string; extra: Record<string, unknown>; tellVictim: boolean };

/**
 * An approval (D5, D17 four eyes): refused above what the case still has available, refused to
 * whoever recorded the recovered amount, to someone who already approved, and for an account that
 * received victims' money in any money trail. It stands as one approval; the request becomes
 * `approved` when enough different staff have approved the same amount (two, or one below the
 * organisation's setting). Another amount voids the approvals so far: this one is then the first.
 */
async function approve(
  deps: DecideDependencies,
  tx: Tx,
  input: { current: PayoutRow; incident: IncidentRow; amount: string | undefined; staff: StaffIdentity; now: Date; feePercent: number },
): Promise<Decision> {
  const { current, incident, staff, now } = input;
  if ((await recordersOfRecoveredAmount(tx, incident.id)).has(staff.adminId)) throw new AppError('PAYOUT_SAME_STAFF', RECORDER_MAY_NOT_APPROVE);
  const standing = (await standingApprovals(tx, [current.id])).get(current.id) ?? [];
  if (standing.some((a) => a.adminId === staff.adminId)) throw new AppError('PAYOUT_SAME_STAFF', ALREADY_APPROVED_BY_YOU);
  // Without an amount, a second approval is of the amount the first approved.
  // Issue 28: in the case's currency, which is the request's; its places are the currency's own.
  const { currency } = incident;
  const problem = input.amount === undefined ? null : amountProblem(input.amount, currency, { allowZero: true });
  if (problem) throw new AppError('VALIDATION_FAILED', foreignText(problem));
  const cents = toMinor(input.amount ?? standing[0]?.amount ?? current.amount, currency);
  if (cents <= 0n) throw new AppError('VALIDATION_FAILED', 'The amount to approve must be more than zero');
  const available = availableUnits(incident, input.feePercent, await committedUnits(tx, { incidentId: incident.id, currency, exceptPayoutId: current.id }));
  if (cents > available) {
    throw new AppError('PAYOUT_ABOVE_AVAILABLE', 'Only {amount} is available for payout on this case', { values: { amount: (locale) => formatMoney(fromMinor(available, currency), currency, locale) } });
  }
  const details = readableDetails(deps.config.dataEncryptionKey, current.accountDetailsEncrypted);
  if (details !== null && (await namesFraudAccount(tx, details))) throw new AppError('PAYOUT_ACCOUNT_REFUSED', FRAUD_ACCOUNT_REFUSED);

  const sameAmount = standing.filter((a) => toMinor(a.amount, currency) === cents);
  const voided = sameAmount.length === standing.length ? 0 : await voidApprovals(tx, { payoutId: current.id, now });
  await tx.insert(payoutApprovals).values({ payoutRequestId: current.id, adminUserId: staff.adminId, amount: fromMinor(cents, currency), approvedAt: now });
  const given = (voided > 0 ? 0 : standing.length) + 1;
  const needed = approvalsNeeded({ units: cents, currency }, await singleApprovalThresholds(tx));
  const extra = { approvals: given, approvalsNeeded: needed, ...(voided > 0 ? { earlierApprovalsVoided: voided } : {}) };
  // A rejected request approved again is open again while it waits for its second approval.
  if (given < needed) return { changes: { updatedAt: now, status: 'pending' }, action: 'payout.approval_recorded', extra, tellVictim: false };
  return { changes: { status: 'approved', processedDate: now, updatedAt: now, amount: fromMinor(cents, currency) }, action: 'payout.approved', extra, tellVictim: true };
}

/**
 * A staff decision on a payout request (D5, D17): an approval (see approve), a rejection (which
 * voids the approvals so far), or marking an approved payout paid with its reference: a step of
 * its own, recorded with who took it, and refused to whoever gave the final approval. The case
 * row is locked first, so two decisions on one case never pass their checks side by side. The
 * victim is e-mailed that a decision was made (D19: no amounts). `loadedAt`, the `updatedAt` a
 * list showed (an action on many, issue 26), refuses the decision when the request changed since.
 */
export async function decidePayout(deps: DecideDependencies, options: { id: number; input: Input; staff: StaffIdentity; by: Change; loadedAt?: string }) {
  const { id, input, staff } = options;
  const now = deps.clock();
  const feePercent = await getFeePercent(deps.db);
  let updated: PayoutRow;
  try {
    updated = await deps.db.transaction(async (tx) => {
      const [found] = await tx.select({ incidentId: payoutRequests.incidentId }).from(payoutRequests).where(eq(payoutRequests.id, id));
      if (!found) throw new AppError('PAYOUT_NOT_FOUND', PAYOUT_NOT_FOUND_MESSAGE);
      // The case first, then the request: every decision on a case queues behind the one before it.
      const [incident] = await tx.select().from(fraudIncidents).where(eq(fraudIncidents.id, found.incidentId)).for('update');
      const [current] = await tx.select().from(payoutRequests).where(eq(payoutRequests.id, id)).for('update');
      if (!incident || !current) throw new AppError('PAYOUT_NOT_FOUND', PAYOUT_NOT_FOUND_MESSAGE);
      if (options.loadedAt !== undefined && changedSince(current.updatedAt, options.loadedAt)) throw new AppError('STALE_VERSION', changedSinceLoaded(payoutNoun));
      if (!canChangePayoutStatus(current.status, input.status)) {
        throw new AppError('PAYOUT_STATUS_NOT_ALLOWED', current.status === input.status ? new Sentence('This payout is already {status, select, pending {pending} approved {approved} rejected {rejected} other {paid}}', { status: input.status }) : refusedTransition[current.status]);
      }

      let decision: Decision;
      if (input.status === 'approved') {
        decision = await approve(deps, tx, { current, incident, amount: input.amount, staff, now, feePercent });
      } else if (input.status === 'paid') {
        const standing = (await standingApprovals(tx, [id])).get(id) ?? [];
        if (standing.at(-1)?.adminId === staff.adminId) throw new AppError('PAYOUT_SAME_STAFF', APPROVER_MAY_NOT_MARK_PAID);
        decision = {
          changes: { status: 'paid', processedDate: now, updatedAt: now, paymentReference: input.paymentReference ?? null, paidAt: paidMoment(input.paidAt, now), paidBy: staff.adminId },
          action: 'payout.paid',
          extra: {},
          tellVictim: true,
        };
      } else {
        const voided = await voidApprovals(tx, { payoutId: id, now });
        decision = {
          changes: { status: 'rejected', processedDate: now, updatedAt: now, rejectionReason: input.reason ?? null },
          action: 'payout.rejected',
          extra: { ...(input.reason ? { reason: input.reason } : {}), ...(voided > 0 ? { approvalsVoided: voided } : {}) },
          tellVictim: true,
        };
      }

      const [row] = await tx.update(payoutRequests).set(decision.changes).where(eq(payoutRequests.id, id)).returning();
      if (!row) throw new Error('payout update returned no row');
      const shown = (r: typeof row) => ({ status: r.status, amount: r.amount, paymentReference: r.paymentReference, paidAt: r.paidAt?.toISOString() ?? null });
      await recordAudit(tx, {
        actor: options.by.actor,
        action: decision.action,
        entity: { type: 'payout_request', id },
        before: shown(current),
        after: { ...shown(row), ...decision.extra },
        ip: options.by.ip,
      });
      if (decision.tellVictim) {
        await markAnswered(tx, { incidentId: row.incidentId, at: now });
        await queueDecisionMail(deps, tx, row);
      }
      // Issue 27: a decision (approved, rejected, paid; not an approval still waiting for its
      // second) goes to integrations in the same transaction, without the amount or the account.
      if (row.status !== current.status && (row.status === 'approved' || row.status === 'rejected' || row.status === 'paid')) {
        await queueWebhookEvent(deps, tx, {
          event: 'payout.decided',
          data: { payoutId: row.id, caseId: row.incidentId, caseReference: formatCaseReference(row.incidentId), decision: row.status },
          occurredAt: now,
        });
      }
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
  const platformName = await getPlatformName(tx);
  const mail = payoutDecisionMail({
    locale: await caseMailLocale(tx, { email: payout.userEmail, incidentId: payout.incidentId }),
    platformName,
    incidentId: payout.incidentId,
    paid: payout.status === 'paid',
    caseUrl: `${deps.config.publicUrl}${victimCasePath(payout.incidentId, 'settlement')}`,
  });
  await queueMail(deps, tx, 'payout_decision', { to: payout.userEmail, ...mail }, { incidentId: payout.incidentId });
}
