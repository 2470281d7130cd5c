import { and, sql } from 'drizzle-orm';
import { moneyTrailListQuerySchema, type MoneyTrailListQuery } from '@shared/money-trails/staff-schema';
import { placesSql } from '@shared/money/currencies';
import { moneyTrails } from '../../../kernel/db/schema/index';
import { moneyTrailFilter } from '../../money-trails/list-staff-money-trails';
import { caseReferenceSql, type ExportColumn } from '../export-columns';
import type { ExportSource } from '../export-source';

// D16: each amount with its own currency's places ('10.05' USD, '0.00000001' BTC, '1500' JPY), as
// the screens show it. The column keeps 8 places for every currency; rounding drops only zeros, since
// the database refuses an amount with more places than its currency has. The places come from our
// table (src/shared/money/currencies.ts), not from input.
const amountInPlaces = sql`round(${moneyTrails.amount}, ${sql.raw(placesSql('money_trails.currency'))})`;

const columns: ExportColumn[] = [
  { key: 'id', header: (i18n) => i18n._({ id: 'csv.money-trails.id', message: 'ID' }), kind: 'integer', value: moneyTrails.id },
  { key: 'reference', header: (i18n) => i18n._({ id: 'csv.money-trails.reference', message: 'Case' }), kind: 'text', value: moneyTrails.incidentId, present: caseReferenceSql },
  { key: 'transactionType', header: (i18n) => i18n._({ id: 'csv.money-trails.transactionType', message: 'Type' }), kind: 'text', value: moneyTrails.transactionType },
  { key: 'amount', header: (i18n) => i18n._({ id: 'csv.money-trails.amount', message: 'Amount' }), kind: 'amount', value: amountInPlaces },
  { key: 'currency', header: (i18n) => i18n._({ id: 'csv.money-trails.currency', message: 'Currency' }), kind: 'text', value: moneyTrails.currency },
  { key: 'fromAccount', header: (i18n) => i18n._({ id: 'csv.money-trails.fromAccount', message: 'From account' }), kind: 'text', value: moneyTrails.fromAccount },
  { key: 'toAccount', header: (i18n) => i18n._({ id: 'csv.money-trails.toAccount', message: 'To account' }), kind: 'text', value: moneyTrails.toAccount },
  { key: 'transactionDate', header: (i18n) => i18n._({ id: 'csv.money-trails.transactionDate', message: 'Transaction date' }), kind: 'datetime', value: moneyTrails.transactionDate },
  { key: 'status', header: (i18n) => i18n._({ id: 'csv.money-trails.status', message: 'Status' }), kind: 'text', value: moneyTrails.status },
  { key: 'blockchainTx', header: (i18n) => i18n._({ id: 'csv.money-trails.blockchainTx', message: 'Blockchain transaction' }), kind: 'text', value: moneyTrails.blockchainTx },
  { key: 'description', header: (i18n) => i18n._({ id: 'csv.money-trails.description', message: 'Description' }), kind: 'text', value: moneyTrails.description },
  { key: 'createdAt', header: (i18n) => i18n._({ id: 'csv.money-trails.createdAt', message: 'Recorded' }), kind: 'datetime', value: moneyTrails.createdAt },
];

export const moneyTrailsExport: ExportSource<MoneyTrailListQuery> = {
  querySchema: moneyTrailListQuerySchema,
  access: 'staff',
  // A caseworker's file holds the trails of their own cases only (D17).
  ownCasesOnly: true,
  columns,
  rows(db, query, select, ownCases) {
    const { where, orderBy } = moneyTrailFilter(db, query);
    return db.select(select).from(moneyTrails).where(ownCases ? and(where, ownCases(moneyTrails.incidentId)) : where).orderBy(...orderBy).getSQL();
  },
};
