import { isTrailCurrency, minorUnits } from './currencies';

/**
 * Exact money arithmetic in a currency's minor units (cents, satoshis, yen), as bigint. Amounts
 * travel as decimal strings from numeric columns; they never pass through a float on the way to a
 * sum that is stored or shown.
 */

/** Digits before the point an amount may have: numeric(28, 8) holds 20. */
const MAX_WHOLE_DIGITS = 20;

const DECIMAL = /^(-)?(\d+)(?:\.(\d*))?$/;

/**
 * A decimal string in `currency`'s minor units: '7750.5' EUR is 775050n, '0.00012345' BTC is 12345n.
 * Places beyond the currency's are dropped, never rounded up; only a stored value (which the
 * database keeps within its places, dropping zeros of a wider column) or checked input reaches here.
 * Anything that is not a decimal is 0n, as a missing amount is.
 */
export function toMinor(value: string | null | undefined, currency: string): bigint {
  const places = minorUnits(currency);
  const match = DECIMAL.exec((value ?? '').trim());
  if (!match) return 0n;
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0').slice(0, places) || '0');
  return sign ? -units : units;
}

/** Minor units back to the decimal string with the currency's places: 775050n EUR is '7750.50'. */
export function fromMinor(units: bigint, currency: string): string {
  const places = minorUnits(currency);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const base = 10n ** BigInt(places);
  const whole = (abs / base).toString();
  const text = places === 0 ? whole : `${whole}.${(abs % base).toString().padStart(places, '0')}`;
  return negative ? `-${text}` : text;
}

/**
 * Two exact decimals compared in no currency, whatever their places: -1, 0 or 1 ('300.1' and
 * '0300.10' are equal; '0.001' is more than '0'). For questions the currency does not change: is
 * anything recorded, did an amount change, is one bound below the other. Anything that is not a
 * decimal counts as 0, as in toMinor; a number from an older record is read as String() writes it.
 */
export function compareDecimals(a: string | number | null | undefined, b: string | number | null | undefined): -1 | 0 | 1 {
  const read = (value: string | number | null | undefined) => {
    const [, sign, whole = '0', fraction = ''] = DECIMAL.exec(String(value ?? '').trim()) ?? [];
    return { negative: sign === '-', whole, fraction };
  };
  const [x, y] = [read(a), read(b)];
  const places = Math.max(x.fraction.length, y.fraction.length);
  const units = (d: { negative: boolean; whole: string; fraction: string }) => (d.negative ? -1n : 1n) * BigInt(d.whole + d.fraction.padEnd(places, '0'));
  const [u, v] = [units(x), units(y)];
  return u < v ? -1 : u > v ? 1 : 0;
}

/** A stored amount written with its currency's places: '1500.00000000' USD is '1500.00', 5 JPY is '5'. */
export function inPlaces(amount: string, currency: string): string {
  return fromMinor(toMinor(amount, currency), currency);
}

export type AmountProblemOptions = {
  /** Whether 0 is an amount (a loss may be unknown yet); a transfer is always more than zero. */
  allowZero?: boolean;
  /** The largest amount taken, as a decimal string. */
  max?: string;
};

/**
 * Why an amount typed for `currency` is refused, or null when it is an exact amount in it. More
 * places than the currency has are refused with the reason, never rounded (D16): '10.005' USD,
 * '5.5' JPY.
 */
export function amountProblem(text: string, currency: string, { allowZero = false, max }: AmountProblemOptions = {}): string | null {
  if (text === '') return 'Please enter the amount';
  // An unknown currency is refused by its own field; its amount has no places to check against.
  if (!isTrailCurrency(currency)) return null;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return 'Please enter the amount as a number, like 1500.00';
  const [, whole = '', fraction = ''] = match;
  const places = minorUnits(currency);
  if (fraction.length > places) {
    return places === 0 ? `${currency} amounts have no decimal places` : `${currency} amounts have at most ${places} decimal places`;
  }
  if (whole.replace(/^0+/, '').length > MAX_WHOLE_DIGITS) return 'The amount is too large';
  if (max !== undefined && toMinor(text, currency) > toMinor(max, currency)) return 'The amount is too large';
  if (!allowZero && /^0*$/.test(whole) && /^0*$/.test(fraction)) return 'The amount must be more than zero';
  return null;
}

/** Totals per currency, never across them (D16): 'USD 12,000.00 · EUR 7,750.00' is two figures. */
export function sumByCurrency(rows: readonly { amount: string; currency: string }[]): Map<string, string> {
  const units = new Map<string, bigint>();
  for (const { amount, currency } of rows) units.set(currency, (units.get(currency) ?? 0n) + toMinor(amount, currency));
  return new Map([...units].map(([currency, total]) => [currency, fromMinor(total, currency)]));
}
