import { formatCaseReference } from '@shared/format/case-reference';
import { inPlaces } from '@shared/money/decimal';
import type { PayoutSummary } from '@shared/payouts/schema';
import type { payoutRequests } from '../../kernel/db/schema/index';

export function presentPayout(row: typeof payoutRequests.$inferSelect): PayoutSummary {
  return {
    id: row.id,
    incidentId: row.incidentId,
    caseReference: formatCaseReference(row.incidentId),
    // In its currency's places: '851' yen, not the column's '851.00'.
    amount: inPlaces(row.amount, row.currency),
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
