import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ERASED_VALUE } from '../../../../shared/money-trails/observable-key';
import type { MoneyTrailStatus } from '../../../../shared/money-trails/status';
import type { PayoutStatus } from '../../../../shared/payouts/status';
import { createdAt, isDemo, requiredLink, updatedAt } from './columns';
import { currencyCodeCheck, currencyColumn, currencyPlacesCheck } from './currency';
import { fraudIncidents } from './directory';
import { staffUsers } from './people';

/**
 * The normalised form of an account, wallet or transaction id (`observableKey` in
 * src/shared/money-trails/observable-key.ts does the same in TypeScript): letters and digits only,
 * lower case, and only when at least 6 remain, so 'cash' or '1' never links unrelated cases.
 */
function observableKey(column: string) {
  const kept = `lower(regexp_replace(coalesce(${column}, ''), '[^A-Za-z0-9]', '', 'g'))`;
  // An erased victim's trail keeps its statistics with the account replaced (D15): that is no account.
  return sql.raw(`case when ${column} = '${ERASED_VALUE}' then null when length(${kept}) >= 6 then ${kept} end`);
}

export const moneyTrails = pgTable(
  'money_trails',
  {
    id: serial('id').primaryKey(),
    incidentId: requiredLink('incident_id', () => fraudIncidents.id, 'cascade'),
    transactionType: text('transaction_type').notNull(),
    // D16: 8 places hold BTC and ETH exactly; a check keeps every currency to its own places.
    amount: numeric('amount', { precision: 28, scale: 8 }).notNull(),
    // Any ISO 4217 currency or crypto asset (issue 28): text, since USDT and USDC have four letters.
    currency: text('currency').notNull().default('USD'),
    fromAccount: text('from_account'),
    toAccount: text('to_account').notNull(),
    transactionDate: timestamp('transaction_date', { withTimezone: true }).notNull(),
    description: text('description'),
    status: text('status').$type<MoneyTrailStatus>().notNull().default('pending'),
    blockchainTx: text('blockchain_tx'),
    // Linked cases: the same account written with other spacing, dashes or case is the same
    // account. Kept by the database, so no writer can forget them; null when too short to identify.
    fromAccountKey: text('from_account_key').generatedAlwaysAs(observableKey('from_account')),
    toAccountKey: text('to_account_key').generatedAlwaysAs(observableKey('to_account')),
    blockchainTxKey: text('blockchain_tx_key').generatedAlwaysAs(observableKey('blockchain_tx')),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('money_trails_incident_id_idx').on(t.incidentId),
    index('money_trails_from_account_key_idx').on(t.fromAccountKey, t.incidentId),
    index('money_trails_to_account_key_idx').on(t.toAccountKey, t.incidentId),
    index('money_trails_blockchain_tx_key_idx').on(t.blockchainTxKey, t.incidentId),
    check('money_trails_amount_check', sql`${t.amount} > 0`),
    currencyCodeCheck('money_trails_currency_check', t.currency, { crypto: true }),
    currencyPlacesCheck('money_trails_currency_places_check', t.amount, t.currency, { crypto: true }),
  ],
);

export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: serial('id').primaryKey(),
    incidentId: requiredLink('incident_id', () => fraudIncidents.id, 'cascade'),
    userEmail: text('user_email').notNull(),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
    // Always the case's currency (issue 28): the server sets it from the case, never the request.
    currency: currencyColumn(),
    payoutMethod: text('payout_method').notNull(),
    // AES-256-GCM ciphertext (D5); `accountDetailsHint` is the masked form shown back.
    accountDetailsEncrypted: text('account_details_encrypted').notNull(),
    accountDetailsHint: text('account_details_hint').notNull(),
    additionalInfo: text('additional_info'),
    status: text('status').$type<PayoutStatus>().notNull().default('pending'),
    requestDate: timestamp('request_date', { withTimezone: true }).notNull().defaultNow(),
    processedDate: timestamp('processed_date', { withTimezone: true }),
    // Mark Paid (D5): the organisation's own payment reference and the day the money left.
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // Who marked it paid: its own recorded step, never the one who gave the final approval (D17).
    paidBy: integer('paid_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    // Why it was rejected, in the words the victim reads (issue 25: a refusal always says why).
    rejectionReason: text('rejection_reason'),
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
    currencyCodeCheck('payout_requests_currency_check', t.currency),
    currencyPlacesCheck('payout_requests_amount_places_check', t.amount, t.currency),
  ],
);
