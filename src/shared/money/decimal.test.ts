import { describe, expect, it } from 'vitest';
import { amountProblem, compareDecimals, fromMinor, inPlaces, sumByCurrency, toMinor } from './decimal';

describe('exact amounts in minor units', () => {
  it('reads a decimal in the currency places, exactly', () => {
    expect(toMinor('7750.5', 'EUR')).toBe(775050n);
    expect(toMinor('0.00012345', 'BTC')).toBe(12345n);
    expect(toMinor('1500', 'JPY')).toBe(1500n);
    expect(toMinor('1.234', 'KWD')).toBe(1234n);
    expect(toMinor('1.5', 'USDC')).toBe(1_500_000n);
    expect(toMinor('-2.50', 'USD')).toBe(-250n);
    expect(toMinor('99999999999999999999.99999999', 'BTC')).toBe(9999999999999999999999999999n);
    for (const nothing of [null, undefined, '', 'abc', '1e3']) expect(toMinor(nothing, 'USD')).toBe(0n);
  });

  it('compares two decimals exactly, whatever their places, with no currency to cut them to', () => {
    expect(compareDecimals('300.1', '0300.10')).toBe(0);
    expect(compareDecimals('0.001', '0')).toBe(1);
    expect(compareDecimals('1000000.00', '999999.999')).toBe(1);
    expect(compareDecimals('12345678901234567890.01', '12345678901234567890.1')).toBe(-1);
    expect(compareDecimals('-2.5', '0')).toBe(-1);
    expect(compareDecimals(300.1, '300.10')).toBe(0);
    for (const nothing of [null, undefined, '', 'abc', '1e3']) expect(compareDecimals(nothing, '0')).toBe(0);
  });

  it('writes minor units back with the currency places', () => {
    expect(fromMinor(775050n, 'EUR')).toBe('7750.50');
    expect(fromMinor(12345n, 'BTC')).toBe('0.00012345');
    expect(fromMinor(1500n, 'JPY')).toBe('1500');
    expect(fromMinor(-5n, 'USD')).toBe('-0.05');
    expect(inPlaces('1500.00000000', 'USD')).toBe('1500.00');
    expect(inPlaces('0.00012345', 'BTC')).toBe('0.00012345');
    expect(inPlaces('7.000', 'CLF')).toBe('7.0000');
  });

  it('refuses more places than the currency has, with the reason, instead of rounding', () => {
    expect(amountProblem('10.005', 'USD')).toBe('USD amounts have at most 2 decimal places');
    expect(amountProblem('5.5', 'JPY')).toBe('JPY amounts have no decimal places');
    expect(amountProblem('1.2345', 'KWD')).toBe('KWD amounts have at most 3 decimal places');
    expect(amountProblem('0.0000001', 'USDT')).toBe('USDT amounts have at most 6 decimal places');
    expect(amountProblem('1.234', 'KWD')).toBeNull();
    expect(amountProblem('0.00012345', 'BTC')).toBeNull();
    expect(amountProblem('0', 'EUR')).toBe('The amount must be more than zero');
    expect(amountProblem('0', 'EUR', { allowZero: true })).toBeNull();
    expect(amountProblem('100000000', 'EUR', { max: '99999999.99' })).toBe('The amount is too large');
    expect(amountProblem('1,5', 'EUR')).toBe('Please enter the amount as a number, like 1500.00');
  });

  it('totals each currency on its own, never across', () => {
    const totals = sumByCurrency([
      { amount: '10000.00', currency: 'USD' },
      { amount: '7750.00', currency: 'EUR' },
      { amount: '2000', currency: 'USD' },
      { amount: '0.00012345', currency: 'BTC' },
      { amount: '0.1', currency: 'BTC' },
    ]);
    expect(Object.fromEntries(totals)).toEqual({ USD: '12000.00', EUR: '7750.00', BTC: '0.10012345' });
  });
});
