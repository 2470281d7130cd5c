import { describe, expect, it } from 'vitest';
import { addDays, dueState, dueWords, formatDay, isCalendarDay, latestDueDay, localDay } from './due-dates';

describe('due days', () => {
  it('knows a real calendar day from a slip', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
    // Year 0 is a day to JavaScript but not to PostgreSQL: refused as a typing slip, never a 500.
    expect(isCalendarDay('0000-01-01')).toBe(false);
    expect(isCalendarDay('1999-12-31')).toBe(false);
  });

  it('counts days and years across months, leap days and zones', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(latestDueDay('2026-06-15')).toBe('2031-06-15');
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(formatDay('2026-03-01')).toBe('Mar 1, 2026');
  });

  it('says where a due day stands in words, overdue said, not coloured', () => {
    const today = '2026-05-10';
    expect(dueState('2026-05-09', today)).toBe('overdue');
    expect(dueWords('2026-05-09', today)).toBe('Overdue: was due May 9, 2026');
    expect(dueWords('2026-05-10', today)).toBe('Due today');
    expect(dueWords('2026-05-11', today)).toBe('Due tomorrow');
    expect(dueState('2026-05-17', today)).toBe('soon');
    expect(dueState('2026-05-18', today)).toBe('later');
    expect(dueWords('2026-06-01', today)).toBe('Due Jun 1, 2026');
  });
});
