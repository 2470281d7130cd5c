import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MoneyTrailStatus } from '../../../shared/money-trails/status';
import type { PayoutStatus } from '../../../shared/payouts/status';
import { createdAt, isDemo, updatedAt } from './columns';
import { fraudIncidents } from './directory';

export const moneyTrails = pgTable(
  'money_trails',
  {
    id: serial('id').primaryKey(),
    incidentId: integer('incident_id')
      .notNull()
      .references(() => fraudIncidents.id, { onDelete: 'cascade' }),
    transactionType: text('transaction_type').notNull(),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('USD'),
    fromAccount: text('from_account'),
    toAccount: text('to_account').notNull(),
    transactionDate: timestamp('transaction_date', { withTimezone: true }).notNull(),
    description: text('description'),
    status: text('status').$type<MoneyTrailStatus>().notNull().default('pending'),
    blockchainTx: text('blockchain_tx'),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('money_trails_incident_id_idx').on(t.incidentId)],
);

export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: serial('id').primaryKey(),
    incidentId: integer('incident_id')
      .notNull()
      .references(() => fraudIncidents.id, { onDelete: 'cascade' }),
    userEmail: text('user_email').notNull(),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('USD'),
    payoutMethod: text('payout_method').notNull(),
    // AES-256-GCM ciphertext (D5); `accountDetailsHint` is the masked form shown back.
    accountDetailsEncrypted: text('account_details_encrypted').notNull(),
    accountDetailsHint: text('account_details_hint').notNull(),
    additionalInfo: text('additional_info'),
    status: text('status').$type<PayoutStatus>().notNull().default('pending'),
    requestDate: timestamp('request_date', { withTimezone: true }).notNull().defaultNow(),
    processedDate: timestamp('processed_date', { withTimezone: true }),
    notes: text('notes'),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payout_requests_user_email_lower_idx').on(sql`lower(${t.userEmail})`),
    // A victim's payouts are also found by their incidents (user detail, export, deletion).
    index('payout_requests_incident_id_idx').on(t.incidentId),
    // D5: never two open payout requests for one incident, even under concurrent submits.
    uniqueIndex('payout_requests_one_open_per_incident')
      .on(t.incidentId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    check('payout_requests_amount_check', sql`${t.amount} > 0`),
  ],
);
