import type { Currency } from './status';

/** D16: each currency's own decimal places. 15,2 would round a 0.00012345 BTC transfer to nothing. */
export const currencyPlaces: Record<Currency, number> = { USD: 2, EUR: 2, BTC: 8, ETH: 8 };

export const placesOf = (currency: string): number => currencyPlaces[currency as Currency] ?? 2;

/** Digits before the point a trail amount may have: numeric(28, 8) holds 20. */
const MAX_WHOLE_DIGITS = 20;

/**
 * A stored amount written with its currency's places: '1500.00000000' USD reads '1500.00', and
 * '0.00012345' BTC keeps all eight. Only zeros are ever dropped: the database refuses a USD or EUR
 * amount with more than two places.
 */
export function inCurrencyPlaces(amount: string, currency: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const places = placesOf(currency);
  return `${whole}.${fraction.padEnd(places, '0').slice(0, places)}`;
}

/** Why an amount typed for `currency` is refused, or null when it is a valid exact amount. */
export function trailAmountProblem(text: string, currency: string): string | null {
  if (text === '') return 'Please enter the amount';
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return 'Please enter the amount as a number, like 1500.00';
  const [, whole = '', fraction = ''] = match;
  const places = placesOf(currency);
  if (fraction.length > places) return `${currency} amounts have at most ${places} decimal places`;
  if (whole.replace(/^0+/, '').length > MAX_WHOLE_DIGITS) return 'The amount is too large';
  if (/^0*$/.test(whole) && /^0*$/.test(fraction)) return 'The amount must be more than zero';
  return null;
}

/** Totals per currency, never across them (D16): '1.5 BTC · $2,000.00' is two figures, not one. */
export function sumByCurrency(rows: readonly { amount: string; currency: string }[]): Map<string, string> {
  const scaled = new Map<string, bigint>();
  for (const { amount, currency } of rows) {
    const places = placesOf(currency);
    const [whole = '0', fraction = ''] = inCurrencyPlaces(amount, currency).split('.');
    const units = BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction || '0');
    scaled.set(currency, (scaled.get(currency) ?? 0n) + units);
  }
  const totals = new Map<string, string>();
  for (const [currency, units] of scaled) {
    const places = BigInt(placesOf(currency));
    const base = 10n ** places;
    totals.set(currency, `${units / base}.${String(units % base).padStart(Number(places), '0')}`);
  }
  return totals;
}

const symbols: Record<string, string> = { USD: '$', EUR: '€' };

/** '$1,500.00', '€99.10', '0.00012345 BTC': exact, from the decimal string, never through a float. */
export function formatTrailAmount(amount: string, currency: string): string {
  const [whole = '0', fraction = ''] = inCurrencyPlaces(amount, currency).split('.');
  const grouped = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
  const symbol = symbols[currency];
  return symbol ? `${symbol}${grouped}` : `${grouped} ${currency}`;
}
