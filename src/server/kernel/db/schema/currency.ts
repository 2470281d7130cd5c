import { sql, type SQL } from 'drizzle-orm';
import { char, check, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  DEFAULT_CURRENCY,
  cryptoAssetUnits,
  isoCurrencies,
  isoCurrencyUnits,
  trailCurrencies,
} from '../../../../shared/money/currencies';

/**
 * Issue 28: an amount is in its own currency. The checks are written from the shared table
 * (src/shared/money/currencies.ts), so the database refuses what the forms and the API refuse:
 * a code that is not a currency, an amount with more places than its currency has.
 */

const quoted = (codes: readonly string[]) => sql.raw(codes.map((c) => `'${c}'`).join(', '));

/** A loss's, a payout's, a case's currency: an ISO 4217 code; rows from before it are USD. */
export const currencyColumn = (name = 'currency') => char(name, { length: 3 }).notNull().default(DEFAULT_CURRENCY);

/** The column holds an ISO 4217 code of the table (or, with `crypto`, a crypto asset too). */
export const currencyCodeCheck = (name: string, currency: AnyPgColumn, { crypto = false } = {}) =>
  check(name, sql`${currency} in (${quoted(crypto ? trailCurrencies : isoCurrencies)})`);

/** The places `currency` has, as SQL: most have 2, so only the others are named. */
function placesOf(currency: AnyPgColumn, units: Record<string, number>): SQL {
  const byPlaces = new Map<number, string[]>();
  for (const [code, places] of Object.entries(units)) if (places !== 2) byPlaces.set(places, [...(byPlaces.get(places) ?? []), code]);
  const arms = [...byPlaces].sort(([a], [b]) => a - b).map(([places, codes]) => sql`when ${currency} in (${quoted(codes)}) then ${sql.raw(String(places))}`);
  return sql`case ${sql.join(arms, sql` `)} else 2 end`;
}

/** `amount` has no more places than its currency: 10.005 USD and 5.5 JPY are refused, never rounded. */
export const currencyPlacesCheck = (name: string, amount: AnyPgColumn, currency: AnyPgColumn, { crypto = false } = {}) =>
  check(name, sql`${amount} = round(${amount}, ${placesOf(currency, crypto ? { ...isoCurrencyUnits, ...cryptoAssetUnits } : isoCurrencyUnits)})`);
