import { describe, expect, it } from 'vitest';
import { inCurrencyPlaces, sumByCurrency, trailAmountProblem } from './amount';

describe('money-trail amounts keep their currency places (D16)', () => {
  it('writes stored amounts with the currency places, dropping only zeros', () => {
    expect(inCurrencyPlaces('1500.00000000', 'USD')).toBe('1500.00');
    expect(inCurrencyPlaces('0.00012345', 'BTC')).toBe('0.00012345');
    expect(inCurrencyPlaces('2', 'ETH')).toBe('2.00000000');
  });

  it('refuses more places than the currency has, and says so, instead of rounding', () => {
    expect(trailAmountProblem('10.005', 'USD')).toBe('USD amounts have at most 2 decimal places');
    expect(trailAmountProblem('0.000000001', 'BTC')).toBe('BTC amounts have at most 8 decimal places');
    expect(trailAmountProblem('0.00012345', 'BTC')).toBeNull();
    expect(trailAmountProblem('0.00', 'EUR')).toBe('The amount must be more than zero');
    expect(trailAmountProblem('1e-7', 'BTC')).toBe('Please enter the amount as a number, like 1500.00');
    expect(trailAmountProblem('-5', 'USD')).toBe('Please enter the amount as a number, like 1500.00');
    expect(trailAmountProblem('123456789012345678901', 'USD')).toBe('The amount is too large');
  });

  it('totals each currency on its own, exactly', () => {
    const totals = sumByCurrency([
      { amount: '0.10000000', currency: 'BTC' },
      { amount: '0.20000000', currency: 'BTC' },
      { amount: '1500.00', currency: 'USD' },
      { amount: '0.01', currency: 'USD' },
    ]);
    expect(Object.fromEntries(totals)).toEqual({ BTC: '0.30000000', USD: '1500.01' });
  });
});

describe('formatTrailAmount', () => {
  it('writes each currency its own way, exactly', async () => {
    const { formatTrailAmount } = await import('./amount');
    expect(formatTrailAmount('1234567.50000000', 'USD')).toBe('$1,234,567.50');
    expect(formatTrailAmount('99.1', 'EUR')).toBe('€99.10');
    expect(formatTrailAmount('1234.00012345', 'BTC')).toBe('1,234.00012345 BTC');
  });
});
