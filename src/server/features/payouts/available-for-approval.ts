import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { centsToDecimal, toCents } from '@shared/format/money';
import type { FinancialData } from '@shared/incidents/case-data';
import { computeSettlement } from '@shared/payouts/settlement';
import type { Db, Tx } from '../../kernel/db/client';
import { payoutRequests } from '../../kernel/db/schema/index';

/** The statuses whose money is spoken for: approved to go out, or gone. */
const COMMITTED = ['approved', 'paid'] as const;

type CaseMoney = { id: number; lossAmount: string; financialData: FinancialData | null };

/**
 * What could still be approved on a case (D5), in cents: the recorded recovered funds less the fee,
 * less what other requests of the case already have approved or paid. Never below zero.
 */
export function availableCents(incident: CaseMoney, feePercent: number, committedCents: bigint): bigint {
  const settlement = computeSettlement({ lossAmount: incident.lossAmount, financialData: incident.financialData, feePercent });
  const left = toCents(settlement.availableForPayout) - committedCents;
  return left > 0n ? left : 0n;
}

/** The approved and paid total of a case's requests other than `exceptPayoutId`, in cents. */
export async function committedCents(db: Db | Tx, input: { incidentId: number; exceptPayoutId?: number }): Promise<bigint> {
  const { incidentId, exceptPayoutId } = input;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payoutRequests.amount}), 0)::text` })
    .from(payoutRequests)
    .where(
      and(
        eq(payoutRequests.incidentId, incidentId),
        inArray(payoutRequests.status, [...COMMITTED]),
        exceptPayoutId === undefined ? undefined : ne(payoutRequests.id, exceptPayoutId),
      ),
    );
  return toCents(row?.total ?? '0');
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
          .select({ id: payoutRequests.id, incidentId: payoutRequests.incidentId, amount: payoutRequests.amount })
          .from(payoutRequests)
          .where(and(inArray(payoutRequests.incidentId, incidentIds), inArray(payoutRequests.status, [...COMMITTED])));
  const result = new Map<number, string>();
  for (const row of rows) {
    const incident = incidents.get(row.incidentId);
    if (!incident) continue;
    const others = committed.filter((c) => c.incidentId === row.incidentId && c.id !== row.id).reduce((sum, c) => sum + toCents(c.amount), 0n);
    result.set(row.id, centsToDecimal(availableCents(incident, feePercent, others)));
  }
  return result;
}
