/** How long a victim has waited, in the largest whole unit: 'waiting 3 days', 'waiting 1 hour'. */
export function waitingText(since: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000));
  const [value, unit] =
    minutes >= 2 * 24 * 60 ? [Math.floor(minutes / (24 * 60)), 'day'] : minutes >= 120 ? [Math.floor(minutes / 60), 'hour'] : [minutes, 'minute'];
  return `waiting ${value} ${unit}${value === 1 ? '' : 's'}`;
}
