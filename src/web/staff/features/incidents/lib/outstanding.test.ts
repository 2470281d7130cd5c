import { describe, expect, it } from 'vitest';
import { outstandingAmount } from './outstanding';

describe('outstanding = total loss minus recovered', () => {
  it('is exact to the cent where floating point is not', () => {
    expect(0.3 - 0.1).not.toBe(0.2);
    expect(outstandingAmount('0.30', '0.10', 'USD')).toBe('0.20');
    expect(outstandingAmount('12345678.91', '0.01', 'USD')).toBe('12345678.90');
    expect(outstandingAmount('1000', '999.99', 'USD')).toBe('0.01');
  });

  it('shows an over-recovery as negative rather than hiding it, and treats nothing as zero', () => {
    expect(outstandingAmount('100.00', '150.50', 'USD')).toBe('-50.50');
    expect(outstandingAmount('2500.5', '', 'USD')).toBe('2500.50');
    expect(outstandingAmount(undefined, undefined, 'USD')).toBe('0.00');
  });

  it('works in the case currency’s own places (issue 28)', () => {
    expect(outstandingAmount('150000', '1001', 'JPY')).toBe('148999');
    expect(outstandingAmount('7750', '1000.5', 'EUR')).toBe('6749.50');
    expect(outstandingAmount('1.000', '0.001', 'KWD')).toBe('0.999');
  });
});
