import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { inPlaces } from '@shared/money/decimal';
import type { CurrencyTotal } from '@shared/money/format-money';
import { fraudIncidents as i, platforms } from '../../kernel/db/schema/index';
import type { AnalyticsRange } from './analytics-range';

const DAY_MS = 86_400_000;

/** Incidents reported in the range: a half-open interval on created_at, so its index serves it. */
export function reportedIn(range: AnalyticsRange): SQL {
  const start = `${range.from}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${range.to}T00:00:00.000Z`) + DAY_MS).toISOString();
  return sql`${i.createdAt} >= ${start}::timestamptz and ${i.createdAt} < ${end}::timestamptz`;
}

export const incidentsWithPlatform = sql`${i} join ${platforms} on ${platforms.id} = ${i.platformId}`;

// Grouped by the month's first instant (date_trunc is cheap per row) and written as 'YYYY-MM' once
// per group, as the reports do: to_char on every row of a million costs a few hundred milliseconds.
export const monthOf = (column: AnyColumn) => sql`date_trunc('month', ${column} at time zone 'UTC')`;
export const monthText = (month: SQL) => sql`to_char(${month}, 'YYYY-MM')`;

/**
 * A group's money, one figure per currency (issue 28: never added across currencies), as a JSON list
 * of { currency, amount }, USD first, then by code. It folds a subquery with one row per group and
 * currency, whose columns `currency` and `amount` (the exact sum as text) it reads.
 */
export const perCurrency = sql`json_agg(json_build_object('currency', currency, 'amount', amount) order by currency <> 'USD', currency)`;

/** A sum as the database wrote it ('7750.00', '0') in its currency's places ('7750.00', '7750' JPY): no float on the way. */
export const inCurrencyPlaces = (figures: readonly CurrencyTotal[]): CurrencyTotal[] =>
  figures.map((f) => ({ currency: f.currency, amount: inPlaces(f.amount, f.currency) }));
