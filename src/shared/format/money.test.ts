import { describe, expect, it } from 'vitest';
import { formatMoney, formatThousands } from './money';

describe('formatThousands: a short form that never reads larger than the money', () => {
  it('rounds down, never up', () => {
    expect(formatThousands('2847.50')).toBe('$2K');
    expect(formatThousands('12999.99')).toBe('$12K');
    expect(formatThousands(23_000)).toBe('$23K');
    expect(formatThousands('1250000.00')).toBe('$1,250K');
  });

  it('shows an amount under a thousand exactly rather than "$1K" or "$0K"', () => {
    expect(formatThousands('807.50')).toBe('$807.50');
    expect(formatThousands(807.5)).toBe('$807.50');
    expect(formatThousands('999.99')).toBe('$999.99');
    expect(formatThousands('0.00')).toBe('$0.00');
  });

  it('keeps exact amounts exact', () => {
    expect(formatMoney('2847.50')).toBe('$2,847.50');
    expect(formatMoney('807.50')).toBe('$807.50');
  });
});
