import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyTotals, formatThousands } from './format-money';

// Intl separates a currency code from the number with a no-break space.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatMoney: every amount in its own currency', () => {
  it('writes ISO currencies with Intl and their own places', () => {
    expect(formatMoney('7750', 'EUR')).toBe('€7,750.00');
    expect(formatMoney('7750', 'USD')).toBe('$7,750.00');
    expect(plain(formatMoney('7750', 'EUR', 'de-DE'))).toBe('7.750,00 €');
    expect(formatMoney('7750', 'JPY')).toBe('¥7,750');
    expect(plain(formatMoney('1.234', 'KWD'))).toBe('KWD 1.234');
    expect(plain(formatMoney('7750.5', 'IDR'))).toBe('IDR 7,750.50');
    expect(plain(formatMoney('7750', 'EUR', 'en-US', { display: 'code' }))).toBe('EUR 7,750.00');
  });

  it('writes crypto as the number then the asset, exactly', () => {
    expect(formatMoney('0.00012345', 'BTC')).toBe('0.00012345 BTC');
    expect(formatMoney('1234.5', 'USDT')).toBe('1,234.500000 USDT');
    expect(formatMoney('99999999999999999999.99999999', 'ETH')).toBe('99,999,999,999,999,999,999.99999999 ETH');
  });

  it('never passes an amount through a float', () => {
    expect(formatMoney('12345678901234567.89', 'USD')).toBe('$12,345,678,901,234,567.89');
    expect(formatMoney(null, 'EUR')).toBe('€0.00');
    expect(formatMoney(2500.5, 'EUR')).toBe('€2,500.50');
  });

  it('gives one figure per currency for totals', () => {
    expect(plain(formatMoneyTotals([{ currency: 'USD', amount: '12000.00' }, { currency: 'EUR', amount: '7750.00' }]))).toBe('USD 12,000.00 · EUR 7,750.00');
    // No figure names no currency: not 'USD 0.00' for an organisation that works in euros.
    expect(formatMoneyTotals([])).toBe('No amount');
    expect(formatMoneyTotals([], 'en-US', 'None yet')).toBe('None yet');
  });
});

describe('formatThousands: a short form that never reads larger than the money', () => {
  it('rounds down in any currency', () => {
    expect(formatThousands('2847.50', 'USD')).toBe('$2K');
    expect(formatThousands('12999.99', 'EUR')).toBe('€12K');
    expect(formatThousands('1250000', 'JPY')).toBe('¥1,250K');
    expect(plain(formatThousands('12999.99', 'EUR', 'de-DE'))).toBe('12K €');
  });

  it('shows an amount under a thousand exactly', () => {
    expect(formatThousands('807.50', 'EUR')).toBe('€807.50');
    expect(formatThousands('0', 'USD')).toBe('$0.00');
  });
});
