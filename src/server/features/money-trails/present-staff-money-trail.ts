import type { StaffMoneyTrail } from '@shared/money-trails/staff-schema';
import { inCurrencyPlaces } from '@shared/money-trails/amount';
import { formatCaseReference } from '@shared/format/case-reference';
import type { moneyTrails } from '../../kernel/db/schema/index';

/** A trail as staff see it: its case reference, and its amount in its currency's places (D16). */
export function presentStaffMoneyTrail(row: typeof moneyTrails.$inferSelect): StaffMoneyTrail {
  return {
    id: row.id,
    incidentId: row.incidentId,
    reference: formatCaseReference(row.incidentId),
    transactionType: row.transactionType,
    amount: inCurrencyPlaces(row.amount, row.currency),
    currency: row.currency,
    fromAccount: row.fromAccount,
    toAccount: row.toAccount,
    transactionDate: row.transactionDate.toISOString(),
    description: row.description,
    status: row.status,
    blockchainTx: row.blockchainTx,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
