import { eq, inArray } from 'drizzle-orm';
import { formatCaseReference } from '@shared/format/case-reference';
import { formatMoney } from '@shared/money/format-money';
import type { BulkResult } from '@shared/lists/bulk-schema';
import { payoutNoun, type BulkPayoutAction } from '@shared/payouts/bulk-schema';
import type { Dependencies } from '../../dependencies';
import { payoutRequests } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { actOnEach, changedSince, changedSinceLoaded } from '../../kernel/lists/act-on-each';
import type { StaffIdentity } from '../../kernel/plugins/access';
import type { Change } from '../audit/record-audit';
import { decidePayout, PAYOUT_NOT_FOUND_MESSAGE } from './decide-payout';

type BulkPayoutDependencies = Pick<Dependencies, 'db' | 'jobs' | 'log' | 'clock'> & { config: Pick<Dependencies['config'], 'publicUrl' | 'dataEncryptionKey'> };

export const APPROVAL_RECORDED_NOTE = 'Your approval is recorded; another staff member must approve it too before it can be paid.';

/**
 * Approves or rejects many payout requests at once (issue 26). Each goes through the single
 * decision, so every rule holds as it does one at a time: four eyes (never whoever recorded the
 * recovered amount, never the same approver twice, two approvals unless the amount is under the
 * organisation's setting), what the case has available, a mule account, the status moves, the case
 * locked first. An approval is of the amount asked, or of the amount approved so far; one that is
 * the first of two is done, with a note that another staff member must approve. Refused when the
 * request changed since the list showed it; "already so" when it already has that status.
 */
export async function actOnPayouts(
  deps: BulkPayoutDependencies,
  input: { items: { id: number; version: string }[]; action: BulkPayoutAction; staff: StaffIdentity; by: Change; locale?: string },
): Promise<BulkResult> {
  const { action } = input;
  // Named as the list names them: the case and the amount.
  const named = await deps.db
    .select({ id: payoutRequests.id, incidentId: payoutRequests.incidentId, amount: payoutRequests.amount, currency: payoutRequests.currency })
    .from(payoutRequests)
    .where(inArray(payoutRequests.id, input.items.map((item) => item.id)));
  const names = new Map(named.map((p) => [p.id, `${formatCaseReference(p.incidentId)}, ${formatMoney(p.amount, p.currency)}`]));
  return actOnEach(deps, {
    locale: input.locale,
    items: input.items,
    noun: payoutNoun,
    referenceOf: (id) => names.get(id) ?? `Payout request ${id}`,
    act: async (item) => {
      const [current] = await deps.db
        .select({ status: payoutRequests.status, updatedAt: payoutRequests.updatedAt })
        .from(payoutRequests)
        .where(eq(payoutRequests.id, item.id));
      if (!current) throw new AppError('PAYOUT_NOT_FOUND', PAYOUT_NOT_FOUND_MESSAGE);
      if (changedSince(current.updatedAt, item.version)) throw new AppError('STALE_VERSION', changedSinceLoaded(payoutNoun));
      if (current.status === action.status) return 'unchanged';
      const decided = await decidePayout(deps, {
        id: item.id,
        input: action.status === 'rejected' ? { status: 'rejected', reason: action.reason } : { status: 'approved' },
        staff: input.staff,
        by: input.by,
        loadedAt: item.version,
      });
      return action.status === 'approved' && decided.status !== 'approved' ? { done: APPROVAL_RECORDED_NOTE } : 'done';
    },
  });
}
