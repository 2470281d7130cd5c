import { commonCurrencies, isoCurrencies } from './currencies';

export type CurrencyOption = { value: string; label: string };

/** 'EUR · Euro', named in the reader's language; the code alone where Intl has no name for it. */
export function currencyLabel(code: string, locale = 'en'): string {
  const name = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' }).of(code);
  return name ? `${code} · ${name}` : code;
}

/**
 * A currency select's choices (issue 28): the common currencies first, in their order, then every
 * ISO 4217 currency by code, so a victim in Ghana finds GHS as surely as one in Germany finds EUR.
 */
export function currencyOptions(locale = 'en'): { common: CurrencyOption[]; all: CurrencyOption[] } {
  const option = (value: string) => ({ value, label: currencyLabel(value, locale) });
  return { common: commonCurrencies.map(option), all: [...isoCurrencies].sort().map(option) };
}
