import { and } from 'drizzle-orm';
import { staffPayoutListQuerySchema, type StaffPayoutListQuery } from '@shared/payouts/staff-schema';
import { payoutRequests } from '../../../kernel/db/schema/index';
import { payoutFilter } from '../../payouts/list-staff-payouts';
import { caseReferenceSql, type ExportColumn } from '../export-columns';
import type { ExportSource } from '../export-source';

// The account details leave only masked, as the list shows them: the details themselves and the
// additional information are encrypted and shown only through the audited Reveal (D5, D17).
const columns: ExportColumn[] = [
  { key: 'id', header: 'ID', kind: 'integer', value: payoutRequests.id },
  { key: 'reference', header: 'Case', kind: 'text', value: payoutRequests.incidentId, present: caseReferenceSql },
  { key: 'email', header: 'Email', kind: 'text', value: payoutRequests.userEmail },
  { key: 'amount', header: 'Amount', kind: 'amount', value: payoutRequests.amount },
  { key: 'currency', header: 'Currency', kind: 'text', value: payoutRequests.currency },
  { key: 'payoutMethod', header: 'Payout method', kind: 'text', value: payoutRequests.payoutMethod },
  { key: 'accountDetailsMasked', header: 'Account (masked)', kind: 'text', value: payoutRequests.accountDetailsHint },
  { key: 'status', header: 'Status', kind: 'text', value: payoutRequests.status },
  { key: 'createdAt', header: 'Requested', kind: 'datetime', value: payoutRequests.requestDate },
  { key: 'processedDate', header: 'Processed', kind: 'datetime', value: payoutRequests.processedDate },
  { key: 'paidAt', header: 'Paid', kind: 'datetime', value: payoutRequests.paidAt },
  { key: 'paymentReference', header: 'Payment reference', kind: 'text', value: payoutRequests.paymentReference },
];

export const payoutRequestsExport: ExportSource<StaffPayoutListQuery> = {
  querySchema: staffPayoutListQuerySchema,
  access: 'staff',
  // A caseworker's file holds the payouts of their own cases only (D17).
  ownCasesOnly: true,
  columns,
  rows(db, query, select, ownCases) {
    const { where, orderBy } = payoutFilter(query);
    return db.select(select).from(payoutRequests).where(ownCases ? and(where, ownCases(payoutRequests.incidentId)) : where).orderBy(...orderBy).getSQL();
  },
};
