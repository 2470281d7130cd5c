import { describe, expect, it } from 'vitest';
import { daysAgo, formatDate, formatDateTime, formatDaysAgo } from './dates';
import { formatMegabytes } from './file-size';

describe('staff formats (admin spec section 9)', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('rounds days ago up', () => {
    expect(daysAgo('2026-11-23T11:00:00Z', now)).toBe(1);
    expect(daysAgo('2026-11-21T12:00:00Z', now)).toBe(2);
    expect(daysAgo('2026-11-21T11:59:00Z', now)).toBe(3);
    expect(formatDaysAgo('2026-11-23T12:00:00Z', now)).toBe('today');
    expect(formatDaysAgo('2026-11-23T11:00:00Z', now)).toBe('1 day ago');
    expect(formatDaysAgo('not a date', now)).toBe('');
  });

  it('says when a date is missing or invalid', () => {
    expect(formatDate(null)).toBe('No date available');
    expect(formatDateTime('')).toBe('No date available');
    expect(formatDateTime('nonsense')).toBe('Invalid date');
    expect(formatDateTime(new Date(2026, 10, 3, 14, 5))).toBe('Nov 3, 2026, 2:05 PM');
  });

  it('shows sizes in MB with two decimals', () => {
    expect(formatMegabytes(1024 * 1024 * 2.5)).toBe('2.50 MB');
    expect(formatMegabytes(1000)).toBe('0.00 MB');
  });
});
