import { and, sql } from 'drizzle-orm';
import { staffPayoutListQuerySchema, type StaffPayoutListQuery } from '@shared/payouts/staff-schema';
import { payoutRequests } from '../../../kernel/db/schema/index';
import { payoutFilter } from '../../payouts/list-staff-payouts';
import { caseReferenceSql, type ExportColumn } from '../export-columns';
import type { ExportSource } from '../export-source';
import { placesSql } from '@shared/money/currencies';

// D16: the amount in its currency's places ('1500.05' USD, '500000' JPY), as the screens show it;
// the column keeps 2 places for every currency. The places come from our table, not from input.
const inItsPlaces = sql`round(${payoutRequests.amount}, ${sql.raw(placesSql('payout_requests.currency'))})`;

// The account details leave only masked, as the list shows them: the details themselves and the
// additional information are encrypted and shown only through the audited Reveal (D5, D17).
const columns: ExportColumn[] = [
  { key: 'id', header: (i18n) => i18n._({ id: 'csv.payout-requests.id', message: 'ID' }), kind: 'integer', value: payoutRequests.id },
  { key: 'reference', header: (i18n) => i18n._({ id: 'csv.payout-requests.reference', message: 'Case' }), kind: 'text', value: payoutRequests.incidentId, present: caseReferenceSql },
  { key: 'email', header: (i18n) => i18n._({ id: 'csv.payout-requests.email', message: 'Email' }), kind: 'text', value: payoutRequests.userEmail },
  { key: 'amount', header: (i18n) => i18n._({ id: 'csv.payout-requests.amount', message: 'Amount' }), kind: 'amount', value: inItsPlaces },
  { key: 'currency', header: (i18n) => i18n._({ id: 'csv.payout-requests.currency', message: 'Currency' }), kind: 'text', value: payoutRequests.currency },
  { key: 'payoutMethod', header: (i18n) => i18n._({ id: 'csv.payout-requests.payoutMethod', message: 'Payout method' }), kind: 'text', value: payoutRequests.payoutMethod },
  { key: 'accountDetailsMasked', header: (i18n) => i18n._({ id: 'csv.payout-requests.accountDetailsMasked', message: 'Account (masked)' }), kind: 'text', value: payoutRequests.accountDetailsHint },
  { key: 'status', header: (i18n) => i18n._({ id: 'csv.payout-requests.status', message: 'Status' }), kind: 'text', value: payoutRequests.status },
  { key: 'createdAt', header: (i18n) => i18n._({ id: 'csv.payout-requests.createdAt', message: 'Requested' }), kind: 'datetime', value: payoutRequests.requestDate },
  { key: 'processedDate', header: (i18n) => i18n._({ id: 'csv.payout-requests.processedDate', message: 'Processed' }), kind: 'datetime', value: payoutRequests.processedDate },
  { key: 'paidAt', header: (i18n) => i18n._({ id: 'csv.payout-requests.paidAt', message: 'Paid' }), kind: 'datetime', value: payoutRequests.paidAt },
  { key: 'paymentReference', header: (i18n) => i18n._({ id: 'csv.payout-requests.paymentReference', message: 'Payment reference' }), kind: 'text', value: payoutRequests.paymentReference },
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
