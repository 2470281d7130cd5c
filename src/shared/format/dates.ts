export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'No date available';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'No date available';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
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
