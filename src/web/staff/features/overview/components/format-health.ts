/** '3 days 4 h', '2 h 5 min', '45 s': the largest two units are enough to read uptime. */
export function formatUptime(totalSeconds: number): string {
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3_600);
  const minutes = Math.floor((totalSeconds % 3_600) / 60);
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min`;
  return `${Math.floor(totalSeconds)} s`;
}

export const formatMs = (ms: number | null) =>
  ms === null ? 'No requests yet' : `${ms.toLocaleString('en-US', { maximumFractionDigits: ms < 10 ? 1 : 0 })} ms`;
