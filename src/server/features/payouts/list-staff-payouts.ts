import { and, asc, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { StaffPayoutListQuery, StaffPayoutListSort, StaffPayoutPage } from '@shared/payouts/admin-schema';
import { formatCaseReference } from '@shared/format/case-reference';
import type { Db } from '../../db/client';
import { payoutRequests } from '../../db/schema/index';
import { ilikeContains, pageWindow } from '../../lists/paging';
import { incidentIdOfReference } from '../incidents/list-admin-incidents';

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

/**
 * One page of payout requests for staff, searched, filtered and sorted in the database. The account
 * details (ciphertext and hint) and the notes are not even read: the list never carries them (D5, D17).
 */
export async function listStaffPayouts(db: Db, query: StaffPayoutListQuery): Promise<StaffPayoutPage> {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.status !== 'all') conditions.push(eq(payoutRequests.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
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
      })
      .from(payoutRequests)
      .where(where)
      .orderBy(...orderings[query.sort])
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(payoutRequests).where(where),
  ]);
  return {
    items: rows.map(({ requestDate, ...row }) => ({
      ...row,
      reference: formatCaseReference(row.incidentId),
      createdAt: requestDate.toISOString(),
      processedDate: row.processedDate?.toISOString() ?? null,
    })),
    total: total?.value ?? 0,
  };
}
