import { plural } from '@lingui/core/macro';

/** How long a victim has waited, in the largest whole unit: 'waiting 3 days', 'waiting 1 hour'. */
export function waitingText(since: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000));
  if (minutes >= 2 * 24 * 60) return plural(Math.floor(minutes / (24 * 60)), { one: 'waiting # day', other: 'waiting # days' });
  if (minutes >= 120) return plural(Math.floor(minutes / 60), { one: 'waiting # hour', other: 'waiting # hours' });
  return plural(minutes, { one: 'waiting # minute', other: 'waiting # minutes' });
}
