import { plural } from '@lingui/core/macro';

/** How long a victim has waited, in the largest whole unit: 'waiting 3 days', 'waiting 1 hour'. */
export function waitingText(since: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000));
  const days = Math.floor(minutes / (24 * 60));
  if (minutes >= 2 * 24 * 60) return plural(days, { one: 'waiting # day', other: 'waiting # days' });
  const hours = Math.floor(minutes / 60);
  if (minutes >= 120) return plural(hours, { one: 'waiting # hour', other: 'waiting # hours' });
  return plural(minutes, { one: 'waiting # minute', other: 'waiting # minutes' });
}
