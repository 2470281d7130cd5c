import { formatMoney as formatInCurrency, formatThousands as thousandsInCurrency } from '../money/format-money';
import { fromMinor, toMinor } from '../money/decimal';

/**
 * The dollar-only helpers from before amounts had a currency (issue 28). Each forwards to
 * src/shared/money with USD; they remain only while their callers move to the currency-taking forms,
 * and go when the last caller passes its currency.
 */

export function toAmount(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** @deprecated pass the currency: `formatMoney` from src/shared/money/format-money.ts. */
export function formatMoney(value: string | number | null | undefined): string {
  return formatInCurrency(value, 'USD');
}

/** @deprecated pass the currency: `formatThousands` from src/shared/money/format-money.ts. */
export function formatThousands(value: string | number | null | undefined): string {
  return thousandsInCurrency(value, 'USD');
}

/** @deprecated `toMinor(value, currency)` from src/shared/money/decimal.ts. */
export function toCents(value: string | number | null | undefined): bigint {
  return toMinor(typeof value === 'number' ? value.toFixed(2) : value, 'USD');
}

/** @deprecated `fromMinor(units, currency)` from src/shared/money/decimal.ts. */
export function centsToDecimal(cents: bigint): string {
  return fromMinor(cents, 'USD');
}
