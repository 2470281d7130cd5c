import { and, eq, inArray, ne } from 'drizzle-orm';
import { toMinor } from '@shared/money/decimal';
import type { FinancialData } from '@shared/incidents/case-data';
import { computeSettlement, paidOrApprovedUnits } from '@shared/payouts/settlement';
import { committedPayoutStatuses } from '@shared/payouts/status';
import type { Db, Tx } from '../../kernel/db/client';
import { payoutRequests } from '../../kernel/db/schema/index';

type CaseMoney = { id: number; lossAmount: string; currency: string; financialData: FinancialData | null };

const settlementOf = (incident: CaseMoney, feePercent: number, committed: bigint) =>
  computeSettlement({ lossAmount: incident.lossAmount, currency: incident.currency, financialData: incident.financialData, feePercent, paidOrApprovedUnits: committed });

/**
 * What could still be approved on a case (D5), in minor units of its currency: the shared
 * settlement's available figure, recovered funds less the fee less what other requests of the case
 * already have approved or paid.
 */
export function availableUnits(incident: CaseMoney, feePercent: number, committed: bigint): bigint {
  return toMinor(settlementOf(incident, feePercent, committed).availableForPayout, incident.currency);
}

/** The approved and paid requests of a case other than `exceptPayoutId`, for the shared settlement. */
export async function committedUnits(db: Db | Tx, input: { incidentId: number; currency: string; exceptPayoutId?: number }): Promise<bigint> {
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
  return paidOrApprovedUnits(rows, input.currency);
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
    const others = paidOrApprovedUnits(committed.filter((c) => c.incidentId === row.incidentId), incident.currency, row.id);
    result.set(row.id, settlementOf(incident, feePercent, others).availableForPayout);
  }
  return result;
}
