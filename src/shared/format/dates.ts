/**
 * How a date is written: in a reader's locale (Intl) and, for a moment, in the organisation's time
 * zone (a setting, D31), since a case team and its victims read the same day. The English defaults
 * are the specs' own form ("Jan 5, 2026").
 */
export type DateStyle = { locale?: string; timeZone?: string };
/** A moment's style; `timeZoneName` names the zone after the time, where the hour matters. */
export type DateTimeStyle = DateStyle & { timeZoneName?: 'short' };

/** A moment as a parsed date, or the words for why there is none. */
type Readable = { date: Date } | { missing: 'none' | 'invalid' };
function readable(value: string | Date | null | undefined): Readable {
  if (value === null || value === undefined || value === '') return { missing: 'none' };
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? { missing: 'invalid' } : { date };
}

/**
 * A date alone. A plain calendar date ('2026-01-15', an incident's date) names a day, not a moment,
 * so it is written as that day whatever the time zone.
 */
export function formatDate(value: string | Date | null | undefined, { locale = 'en-US', timeZone }: DateStyle = {}, missing = { none: 'No date available', invalid: 'Invalid date' }): string {
  const read = readable(value);
  if ('missing' in read) return missing[read.missing];
  const calendarDay = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  return read.date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: calendarDay ? 'UTC' : timeZone });
}

export function formatDateTime(value: string | Date | null | undefined, { locale = 'en-US', timeZone, timeZoneName }: DateTimeStyle = {}, missing = { none: 'No date available', invalid: 'Invalid date' }): string {
  const read = readable(value);
  if ('missing' in read) return missing[read.missing];
  return read.date.toLocaleString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName,
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days since a moment, rounded up (admin spec section 9: "Days ago is rounded up"), so
 * something reported an hour ago reads "1 day ago", never "0 days ago". Null for a missing or
 * invalid date.
 */
export function daysAgo(value: string | Date | null | undefined, now: Date = new Date()): number | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return Math.max(0, Math.ceil((now.getTime() - date.getTime()) / DAY_MS));
}

export function formatDaysAgo(value: string | Date | null | undefined, now: Date = new Date()): string {
  const days = daysAgo(value, now);
  if (days === null) return '';
  if (days === 0) return 'today';
  return days === 1 ? '1 day ago' : `${days.toLocaleString('en-US')} days ago`;
}
