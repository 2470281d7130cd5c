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
  { key: 'id', header: 'ID', kind: 'integer', value: moneyTrails.id },
  { key: 'reference', header: 'Case', kind: 'text', value: moneyTrails.incidentId, present: caseReferenceSql },
  { key: 'transactionType', header: 'Type', kind: 'text', value: moneyTrails.transactionType },
  { key: 'amount', header: 'Amount', kind: 'amount', value: amountInPlaces },
  { key: 'currency', header: 'Currency', kind: 'text', value: moneyTrails.currency },
  { key: 'fromAccount', header: 'From account', kind: 'text', value: moneyTrails.fromAccount },
  { key: 'toAccount', header: 'To account', kind: 'text', value: moneyTrails.toAccount },
  { key: 'transactionDate', header: 'Transaction date', kind: 'datetime', value: moneyTrails.transactionDate },
  { key: 'status', header: 'Status', kind: 'text', value: moneyTrails.status },
  { key: 'blockchainTx', header: 'Blockchain transaction', kind: 'text', value: moneyTrails.blockchainTx },
  { key: 'description', header: 'Description', kind: 'text', value: moneyTrails.description },
  { key: 'createdAt', header: 'Recorded', kind: 'datetime', value: moneyTrails.createdAt },
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
