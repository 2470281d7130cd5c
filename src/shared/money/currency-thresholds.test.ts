import { describe, expect, it } from 'vitest';
import { isBelowThreshold, readCurrencyThresholds } from './currency-thresholds';

const rule = { allowZero: true, max: '1000000', required: false };

describe('amounts set one per currency', () => {
  it('reads one amount per currency in its places, and a bare amount (as stored before currencies) as US dollars', () => {
    expect(readCurrencyThresholds(' USD 1000, eur 950.5 ,JPY 150000 ', rule)).toEqual({
      problem: null,
      thresholds: new Map([
        ['USD', '1000.00'],
        ['EUR', '950.50'],
        ['JPY', '150000'],
      ]),
    });
    expect(readCurrencyThresholds('250', rule).thresholds).toEqual(new Map([['USD', '250.00']]));
    expect(readCurrencyThresholds('', rule).thresholds).toEqual(new Map());
  });

  it('refuses what it cannot read exactly, with the reason', () => {
    expect(readCurrencyThresholds('', { ...rule, required: true }).problem).toBe('Please enter at least one amount with its currency, like USD 1000');
    expect(readCurrencyThresholds('USD 1,000', rule).problem).toBe(
      'Write each amount after its currency code, separated by commas, like USD 1000, EUR 1000 (no thousands separators)',
    );
    expect(readCurrencyThresholds('1000 USD', rule).problem).toMatch(/^Write each amount after its currency code/);
    expect(readCurrencyThresholds('ABC 5', rule).problem).toBe('ABC is not a currency code; use codes like USD or EUR');
    expect(readCurrencyThresholds('EUR 5, eur 6', rule).problem).toBe('EUR is named twice; give each currency one amount');
    expect(readCurrencyThresholds('KWD 1.2345', rule).problem).toBe('KWD 1.2345: KWD amounts have at most 3 decimal places');
    expect(readCurrencyThresholds('EUR 0', { ...rule, allowZero: false }).problem).toBe('EUR 0: The amount must be more than zero');
    expect(readCurrencyThresholds('IDR 1000000.01', rule).problem).toBe('IDR 1000000.01: The amount is too large');
  });

  it('puts an amount below a threshold only when its own currency has one', () => {
    const thresholds = readCurrencyThresholds('USD 100, JPY 10000', rule).thresholds!;
    expect(isBelowThreshold(thresholds, { units: 9999n, currency: 'USD' })).toBe(true);
    expect(isBelowThreshold(thresholds, { units: 10000n, currency: 'USD' })).toBe(false);
    expect(isBelowThreshold(thresholds, { units: 9999n, currency: 'JPY' })).toBe(true);
    expect(isBelowThreshold(thresholds, { units: 1n, currency: 'EUR' })).toBe(false);
    expect(isBelowThreshold(readCurrencyThresholds('USD 0', rule).thresholds!, { units: 0n, currency: 'USD' })).toBe(false);
  });
});
