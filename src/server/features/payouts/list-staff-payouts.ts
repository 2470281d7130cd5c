import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { StaffPayoutListQuery, StaffPayoutListSort, StaffPayoutPage } from '@shared/payouts/staff-schema';
import { formatCaseReference } from '@shared/format/case-reference';
import { toMinor } from '@shared/money/decimal';
import { alias } from 'drizzle-orm/pg-core';
import type { Dependencies } from '../../dependencies';
import { staffUsers, fraudIncidents, payoutRequests } from '../../kernel/db/schema/index';
import { ilikeContains, pageWindow } from '../../kernel/lists/paging';
import { incidentIdOfReference } from '../incidents/list-staff-incidents';
import { getFeePercent } from '../settings/fee-percent';
import { availablePerPayout } from './available-for-approval';
import {
  ALREADY_APPROVED_BY_YOU,
  APPROVER_MAY_NOT_MARK_PAID,
  approvalsNeeded,
  RECORDER_MAY_NOT_APPROVE,
  recordersByCase,
  singleApprovalThresholds,
  standingApprovals,
} from './four-eyes';
import { casesRevealableBy } from './reveal-policy';
import { type StaffIdentity } from '../../kernel/plugins/access';

const paidByUser = alias(staffUsers, 'paid_by_user');

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
export async function listStaffPayouts(deps: Pick<Dependencies, 'db'>, input: StaffPayoutListQuery & { staff: StaffIdentity }): Promise<StaffPayoutPage> {
  const { db } = deps;
  const { staff, ...query } = input;
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
        rejectionReason: payoutRequests.rejectionReason,
        accountDetailsMasked: payoutRequests.accountDetailsHint,
        paidBy: paidByUser.displayName,
        paidByUsername: paidByUser.username,
        updatedAt: payoutRequests.updatedAt,
      })
      .from(payoutRequests)
      .leftJoin(paidByUser, eq(paidByUser.id, payoutRequests.paidBy))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(payoutRequests).where(where),
  ]);
  const incidentIds = [...new Set(rows.map((r) => r.incidentId))];
  const payoutIds = rows.map((r) => r.id);
  const [cases, feePercent, revealable, approvals, recorders, singleBelow] = await Promise.all([
    incidentIds.length === 0
      ? []
      : db
          .select({ id: fraudIncidents.id, lossAmount: fraudIncidents.lossAmount, currency: fraudIncidents.currency, financialData: fraudIncidents.financialData })
          .from(fraudIncidents)
          .where(inArray(fraudIncidents.id, incidentIds)),
    getFeePercent(db),
    casesRevealableBy(db, { staff, incidentIds }),
    standingApprovals(db, payoutIds),
    recordersByCase(db, incidentIds),
    singleApprovalThresholds(db),
  ]);
  const byId = new Map(cases.map((c) => [c.id, c]));
  const available = await availablePerPayout(db, { rows, incidents: byId, feePercent });
  return {
    items: rows.map(({ requestDate, paidBy, paidByUsername, updatedAt, ...row }) => {
      const given = approvals.get(row.id) ?? [];
      // What a further approval would be for: the amount approved so far, else the amount asked.
      const pendingAmount = given[0]?.amount ?? row.amount;
      const approveBlockedReason = recorders.get(row.incidentId)?.has(staff.adminId)
        ? RECORDER_MAY_NOT_APPROVE
        : given.some((a) => a.adminId === staff.adminId)
          ? ALREADY_APPROVED_BY_YOU
          : null;
      return {
      ...row,
      reference: formatCaseReference(row.incidentId),
      createdAt: requestDate.toISOString(),
      processedDate: row.processedDate?.toISOString() ?? null,
      paidAt: row.paidAt?.toISOString() ?? null,
      available: available.get(row.id) ?? '0.00',
      canReveal: revealable.has(row.incidentId),
      approvals: given.map((a) => ({ name: a.name, amount: a.amount, approvedAt: a.approvedAt.toISOString() })),
      approvalsNeeded: approvalsNeeded({ units: toMinor(pendingAmount, row.currency), currency: row.currency }, singleBelow),
      paidBy: paidByUsername === null ? null : (paidBy ?? paidByUsername),
      approveBlockedReason,
      markPaidBlockedReason: row.status === 'approved' && given.at(-1)?.adminId === staff.adminId ? APPROVER_MAY_NOT_MARK_PAID : null,
      updatedAt: updatedAt.toISOString(),
      };
    }),
    total: total?.value ?? 0,
  };
}
