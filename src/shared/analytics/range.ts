/** At most about five years in one answer: a chart of more weeks is unreadable anyway. */
export const MAX_ANALYTICS_DAYS = 5 * 366;

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the twelve months that end on `to` (YYYY-MM-DD, UTC): 2024-02-29 -> 2023-03-01. */
export function yearBefore(to: string): string {
  const [year, month, day] = to.split('-').map(Number) as [number, number, number];
  // The same day a year earlier, or that month's last day (29 February has no twin).
  const lastDay = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  return dayOf(new Date(Date.UTC(year - 1, month - 1, Math.min(day, lastDay)) + DAY_MS));
}

/** The range asked for, with the twelve months up to `today` filling whatever was left out. */
export function resolveAnalyticsRange(query: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = query.to ?? today;
  return { from: query.from ?? yearBefore(to), to };
}

/**
 * What is wrong with a range, said to the person who chose it, or null. The query schema asks it of
 * the two dates given; the server asks it again once defaults fill the gaps ("from" alone ends today).
 */
export function analyticsRangeProblem(range: { from: string; to: string }): { field: 'from' | 'to'; message: string } | null {
  if (range.from > range.to) return { field: 'to', message: 'To must be on or after From' };
  if ((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS > MAX_ANALYTICS_DAYS) {
    return { field: 'from', message: 'Please choose at most five years' };
  }
  return null;
}
