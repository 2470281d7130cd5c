import { isCryptoAsset, minorUnits } from './currencies';
import { fromMinor, inPlaces, toMinor } from './decimal';

/**
 * Money for people to read, in the reader's locale. Intl is handed the exact decimal string, which
 * it formats without a float (Intl.NumberFormat v3), with the currency's ISO places rather than
 * ICU's display digits, so a stored amount shows as it is stored ('IDR 7,750.50', never rounded).
 * Crypto assets have no Intl currency; they read as the number then the asset: '0.00012345 BTC'.
 */

export type Amount = string | number | null | undefined;

/** A number from an older caller is written with the currency's places; nothing is text for 0. */
function decimalText(value: Amount, currency: string): string {
  if (value === null || value === undefined || value === '') return '0';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(minorUnits(currency)) : '0') : value.trim();
  return inPlaces(text, currency);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string, display: 'symbol' | 'code'): Intl.NumberFormat {
  const key = `${locale}|${currency}|${display}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const places = minorUnits(currency);
    formatter = isCryptoAsset(currency)
      ? new Intl.NumberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places })
      : new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: display, minimumFractionDigits: places, maximumFractionDigits: places });
    formatters.set(key, formatter);
  }
  return formatter;
}

// Intl's decimal-string overload (v3) is in Node 20 and every browser we serve, not yet in TS's lib.
const formatDecimal = (formatter: Intl.NumberFormat, text: string): string => formatter.format(text as unknown as number);

export type FormatMoneyOptions = {
  /** 'code' writes 'EUR 7,750.00' rather than '€7,750.00': for figures side by side in several currencies. */
  display?: 'symbol' | 'code';
};

/** '$7,750.00', '7.750,00 €' (de-DE), '¥7,750', '0.00012345 BTC'. */
export function formatMoney(value: Amount, currency: string, locale = 'en-US', { display = 'symbol' }: FormatMoneyOptions = {}): string {
  const text = formatDecimal(formatterFor(currency, locale, display), decimalText(value, currency));
  return isCryptoAsset(currency) ? `${text} ${currency}` : text;
}

export type CurrencyTotal = { currency: string; amount: string };

/**
 * Totals that were never added across currencies, one figure each: 'USD 12,000.00 · EUR 7,750.00'.
 * Codes rather than symbols, since '$' alone does not say which dollar beside another figure.
 * `empty` is shown when there is no figure at all: words, never a zero in a currency nobody used
 * (issue 28). A caller says them in its reader's language.
 */
export function formatMoneyTotals(totals: readonly CurrencyTotal[], locale = 'en-US', empty = 'No amount'): string {
  if (totals.length === 0) return empty;
  return totals.map((t) => formatMoney(t.amount, t.currency, locale, { display: 'code' })).join(' · ');
}

/**
 * Stat cards' short form: whole thousands, rounded down, so a figure never reads larger than the
 * money is ($2,847.50 is "$2K", never "$3K"). Under a thousand the exact amount is shown, since
 * "$1K" would overstate $807.50 and "$0K" would hide it. Show the exact figure beside it.
 */
export function formatThousands(value: Amount, currency: string, locale = 'en-US'): string {
  const units = toMinor(decimalText(value, currency), currency);
  const thousand = 1000n * 10n ** BigInt(minorUnits(currency));
  if (units < thousand && units > -thousand) return formatMoney(value, currency, locale);
  // bigint division truncates: exact on minor units, with no floating-point edge at x999.995.
  const whole = fromMinor((units / thousand) * 10n ** BigInt(minorUnits(currency)), currency);
  const formatter = isCryptoAsset(currency)
    ? new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    : new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });
  const parts = formatter.formatToParts(whole as unknown as number);
  const lastNumber = parts.findLastIndex((p) => p.type === 'integer');
  const text = parts.map((p, i) => (i === lastNumber ? `${p.value}K` : p.value)).join('');
  return isCryptoAsset(currency) ? `${text} ${currency}` : text;
}
