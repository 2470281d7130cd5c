import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { StaffPayoutListQuery, StaffPayoutListSort, StaffPayoutPage } from '@shared/payouts/admin-schema';
import { formatCaseReference } from '@shared/format/case-reference';
import type { Db } from '../../db/client';
import { fraudIncidents, payoutRequests } from '../../db/schema/index';
import { ilikeContains, pageWindow } from '../../lists/paging';
import type { AdminIdentity } from '../auth/sessions';
import { incidentIdOfReference } from '../incidents/list-admin-incidents';
import { getFeePercent } from '../settings/fee-percent';
import { availablePerPayout } from './available-for-approval';
import { mayRevealPayout, revealerOf } from './reveal-policy';

// The id breaks ties so a page boundary never repeats or skips a row.
const orderings: Record<StaffPayoutListSort, SQL[]> = {
  newest: [desc(payoutRequests.requestDate), desc(payoutRequests.id)],
  oldest: [asc(payoutRequests.requestDate), asc(payoutRequests.id)],
};

function searchCondition(term: string): SQL {
  const byEmail = ilikeContains(payoutRequests.userEmail, term);
  const incidentId = incidentIdOfReference(term);
  return incidentId === null ? byEmail : or(eq(payoutRequests.incidentId, incidentId), byEmail)!;
}

/** The WHERE and ORDER BY of a query: the list and the export read the same rows. */
export function payoutFilter(query: Pick<StaffPayoutListQuery, 'q' | 'status' | 'sort'>): { where: SQL | undefined; orderBy: SQL[] } {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.status !== 'all') conditions.push(eq(payoutRequests.status, query.status));
  return { where: conditions.length ? and(...conditions) : undefined, orderBy: orderings[query.sort] };
}

/**
 * One page of payout requests for staff, searched, filtered and sorted in the database. The account
 * details are never read here: only their masked hint (D5, D17). Each row says what could still be
 * approved on its case and whether this staff member may reveal the details.
 */
export async function listStaffPayouts(db: Db, query: StaffPayoutListQuery, staff: AdminIdentity): Promise<StaffPayoutPage> {
  const { where, orderBy } = payoutFilter(query);
  const { limit, offset } = pageWindow(query);

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: payoutRequests.id,
        incidentId: payoutRequests.incidentId,
        email: payoutRequests.userEmail,
        amount: payoutRequests.amount,
        currency: payoutRequests.currency,
        status: payoutRequests.status,
        payoutMethod: payoutRequests.payoutMethod,
        requestDate: payoutRequests.requestDate,
        processedDate: payoutRequests.processedDate,
        paidAt: payoutRequests.paidAt,
        paymentReference: payoutRequests.paymentReference,
        accountDetailsMasked: payoutRequests.accountDetailsHint,
      })
      .from(payoutRequests)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(payoutRequests).where(where),
  ]);
  const incidentIds = [...new Set(rows.map((r) => r.incidentId))];
  const [cases, feePercent, revealer] = await Promise.all([
    incidentIds.length === 0
      ? []
      : db
          .select({ id: fraudIncidents.id, lossAmount: fraudIncidents.lossAmount, financialData: fraudIncidents.financialData, assignedTeam: fraudIncidents.assignedTeam })
          .from(fraudIncidents)
          .where(inArray(fraudIncidents.id, incidentIds)),
    getFeePercent(db),
    revealerOf(db, staff),
  ]);
  const byId = new Map(cases.map((c) => [c.id, c]));
  const available = await availablePerPayout(db, rows, byId, feePercent);
  return {
    items: rows.map(({ requestDate, ...row }) => ({
      ...row,
      reference: formatCaseReference(row.incidentId),
      createdAt: requestDate.toISOString(),
      processedDate: row.processedDate?.toISOString() ?? null,
      paidAt: row.paidAt?.toISOString() ?? null,
      available: available.get(row.id) ?? '0.00',
      canReveal: mayRevealPayout(revealer, byId.get(row.incidentId)?.assignedTeam ?? []),
    })),
    total: total?.value ?? 0,
  };
}
