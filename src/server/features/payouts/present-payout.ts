import { formatCaseReference } from '@shared/format/case-reference';
import type { PayoutSummary } from '@shared/payouts/schema';
import type { payoutRequests } from '../../kernel/db/schema/index';

export function presentPayout(row: typeof payoutRequests.$inferSelect): PayoutSummary {
  return {
    id: row.id,
    incidentId: row.incidentId,
    caseReference: formatCaseReference(row.incidentId),
    amount: row.amount,
    currency: row.currency,
    payoutMethod: row.payoutMethod,
    accountDetailsMasked: row.accountDetailsHint,
    status: row.status,
    requestDate: row.requestDate.toISOString(),
    processedDate: row.processedDate?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    paymentReference: row.paymentReference,
    rejectionReason: row.rejectionReason,
  };
}
