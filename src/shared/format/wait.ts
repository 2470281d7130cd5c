/**
 * How long to wait before trying again, in words ("30 seconds", "about 38 minutes", "about an
 * hour"), for every rate-limit message on both sides. Raw seconds ("2256 seconds") make a stressed
 * visitor do arithmetic. It never rounds down: whoever waits as long as it says may try again, and
 * nothing reads "0".
 */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  // Budgets end on the second, so "about" marks a figure rounded up to the next minute or hour.
  const about = whole % 60 === 0 ? '' : 'about ';
  if (minutes < 60) return `${about}${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(whole / 3600);
  return hours === 1 ? 'about an hour' : `about ${hours} hours`;
}
