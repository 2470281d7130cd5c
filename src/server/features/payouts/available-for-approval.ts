import { and, eq, inArray, ne } from 'drizzle-orm';
import { toCents } from '@shared/format/money';
import type { FinancialData } from '@shared/incidents/case-data';
import { computeSettlement, paidOrApprovedCents } from '@shared/payouts/settlement';
import { committedPayoutStatuses } from '@shared/payouts/status';
import type { Db, Tx } from '../../kernel/db/client';
import { payoutRequests } from '../../kernel/db/schema/index';

type CaseMoney = { id: number; lossAmount: string; financialData: FinancialData | null };

/**
 * What could still be approved on a case (D5), in cents: the shared settlement's available figure,
 * recovered funds less the fee less what other requests of the case already have approved or paid.
 */
export function availableCents(incident: CaseMoney, feePercent: number, committedCents: bigint): bigint {
  return toCents(
    computeSettlement({ lossAmount: incident.lossAmount, financialData: incident.financialData, feePercent, paidOrApprovedCents: committedCents })
      .availableForPayout,
  );
}

/** The approved and paid requests of a case other than `exceptPayoutId`, for the shared settlement. */
export async function committedCents(db: Db | Tx, input: { incidentId: number; exceptPayoutId?: number }): Promise<bigint> {
  const { incidentId, exceptPayoutId } = input;
  const rows = await db
    .select({ status: payoutRequests.status, amount: payoutRequests.amount })
    .from(payoutRequests)
    .where(
      and(
        eq(payoutRequests.incidentId, incidentId),
        inArray(payoutRequests.status, [...committedPayoutStatuses]),
        exceptPayoutId === undefined ? undefined : ne(payoutRequests.id, exceptPayoutId),
      ),
    );
  return paidOrApprovedCents(rows);
}

/**
 * The same figure for a page of requests at once: each request's case, less what the case's other
 * requests have approved or paid. One query for the page, not one per row.
 */
export async function availablePerPayout(
  db: Db,
  input: { rows: { id: number; incidentId: number }[]; incidents: Map<number, CaseMoney>; feePercent: number },
): Promise<Map<number, string>> {
  const { rows, incidents, feePercent } = input;
  const incidentIds = [...new Set(rows.map((r) => r.incidentId))];
  const committed =
    incidentIds.length === 0
      ? []
      : await db
          .select({ id: payoutRequests.id, incidentId: payoutRequests.incidentId, status: payoutRequests.status, amount: payoutRequests.amount })
          .from(payoutRequests)
          .where(and(inArray(payoutRequests.incidentId, incidentIds), inArray(payoutRequests.status, [...committedPayoutStatuses])));
  const result = new Map<number, string>();
  for (const row of rows) {
    const incident = incidents.get(row.incidentId);
    if (!incident) continue;
    const others = paidOrApprovedCents(committed.filter((c) => c.incidentId === row.incidentId), row.id);
    const settlement = computeSettlement({ lossAmount: incident.lossAmount, financialData: incident.financialData, feePercent, paidOrApprovedCents: others });
    result.set(row.id, settlement.availableForPayout);
  }
  return result;
}
