// Due days (issue 26): a calendar day, YYYY-MM-DD, with no hour and no time zone. Compared as text,
// which orders them as days; made a Date only at UTC midnight and formatted in UTC, so no reader's
// time zone moves a day into its neighbour.

/** How far ahead a due day may be: further than this is a typing slip (2206 for 2026). */
export const DUE_YEARS_AHEAD = 5;

/** My work shows what is overdue and what is due within this many days. */
export const DUE_SOON_DAYS = 7;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The earliest year a due day may be: before it is a typing slip (and year 0 no database takes). */
export const EARLIEST_DUE_YEAR = 2000;

/** Whether the text is a day that exists, from EARLIEST_DUE_YEAR on: 2026-02-29 is not, 2028-02-29 is. */
export function isCalendarDay(text: string): boolean {
  if (!dayPattern.test(text) || Number(text.slice(0, 4)) < EARLIEST_DUE_YEAR) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Today in UTC (the server's day; it keeps no zone of its own). */
export const utcDay = (now: Date) => dayOf(now);

/** Today where the browser is: the day a person reading the screen calls today. */
export function localDay(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** The last day a due day may be, seen from `today`. */
export function latestDueDay(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + DUE_YEARS_AHEAD);
  return dayOf(date);
}

export const DUE_TOO_FAR = `A due date can be at most ${DUE_YEARS_AHEAD} years ahead. Please check the year.`;

/** 'Mar 3, 2026': the day as written, whatever the reader's time zone. */
export function formatDay(day: string): string {
  if (!isCalendarDay(day)) return day;
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

export type DueState = 'overdue' | 'today' | 'soon' | 'later';

/** Where a due day stands from `today`: past it, on it, within DUE_SOON_DAYS, or later. */
export function dueState(dueOn: string, today: string): DueState {
  if (dueOn < today) return 'overdue';
  if (dueOn === today) return 'today';
  return dueOn <= addDays(today, DUE_SOON_DAYS) ? 'soon' : 'later';
}

/** The due day in words, so "overdue" is said and never shown by colour alone. */
export function dueWords(dueOn: string, today: string): string {
  const state = dueState(dueOn, today);
  if (state === 'overdue') return `Overdue: was due ${formatDay(dueOn)}`;
  if (state === 'today') return 'Due today';
  if (dueOn === addDays(today, 1)) return 'Due tomorrow';
  return `Due ${formatDay(dueOn)}`;
}
