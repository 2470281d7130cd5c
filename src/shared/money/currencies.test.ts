import { describe, expect, it } from 'vitest';
import { currencySchema, isoCurrencies, isoCurrencyUnits, minorUnits, placesSql, trailCurrencySchema } from './currencies';

// ICU's display digits where they differ from ISO 4217's minor units (CLDR rounds these for cash).
const displayDigitsDiffer = new Set(['AFN', 'ALL', 'COP', 'HUF', 'IDR', 'IQD', 'IRR', 'KPW', 'LAK', 'LBP', 'MGA', 'MMK', 'PKR', 'SLL', 'SOS', 'SYP', 'YER']);
// Basket units with no minor unit: not money a loss is written in.
const leftOut = new Set(['XDR', 'XSU']);

describe('the currency table', () => {
  it('has every currency Node knows, and its ISO places except where ICU shows others', () => {
    for (const code of Intl.supportedValuesOf('currency')) {
      if (leftOut.has(code)) continue;
      expect(isoCurrencies, code).toContain(code);
      const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits;
      if (!displayDigitsDiffer.has(code)) expect([code, minorUnits(code)]).toEqual([code, digits]);
      else expect([code, minorUnits(code)]).not.toEqual([code, digits]);
    }
  });

  it('gives each currency and crypto asset its own places, and refuses to guess', () => {
    expect([minorUnits('USD'), minorUnits('EUR'), minorUnits('JPY'), minorUnits('KWD'), minorUnits('CLF')]).toEqual([2, 2, 0, 3, 4]);
    expect([minorUnits('BTC'), minorUnits('ETH'), minorUnits('USDT'), minorUnits('USDC')]).toEqual([8, 8, 6, 6]);
    expect(() => minorUnits('XYZ')).toThrow('Unknown currency "XYZ"');
  });

  it('takes ISO codes for losses and payouts, and crypto only for trails', () => {
    expect(currencySchema.parse('EUR')).toBe('EUR');
    expect(currencySchema.safeParse('BTC').error?.issues[0]?.message).toBe('Please choose a currency from the list');
    expect(currencySchema.safeParse('XYZ').success).toBe(false);
    expect(trailCurrencySchema.parse('USDC')).toBe('USDC');
    expect(trailCurrencySchema.parse('KWD')).toBe('KWD');
    expect(trailCurrencySchema.safeParse('DOGE').error?.issues[0]?.message).toBe('Please choose a currency or crypto asset from the list');
  });

  it('writes the places as SQL from the same table, 2 by default', () => {
    const sql = placesSql('c', { USD: 2, JPY: 0, BIF: 0, KWD: 3, BTC: 8 });
    expect(sql).toBe("case when c in ('JPY', 'BIF') then 0 when c in ('KWD') then 3 when c in ('BTC') then 8 else 2 end");
    expect(Object.keys(isoCurrencyUnits)).toHaveLength(isoCurrencies.length);
  });
});
