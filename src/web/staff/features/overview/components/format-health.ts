import { plural, t } from '@lingui/core/macro';
import { formatNumber } from '@/lib/i18n/format';

/** '3 days 4 h', '2 h 5 min', '45 s': the largest two units are enough to read uptime. */
export function formatUptime(totalSeconds: number): string {
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3_600);
  const minutes = Math.floor((totalSeconds % 3_600) / 60);
  if (days > 0) return plural(days, { one: `# day ${hours} h`, other: `# days ${hours} h` });
  if (hours > 0) return t`${hours} h ${minutes} min`;
  if (minutes > 0) return t`${minutes} min`;
  const seconds = Math.floor(totalSeconds);
  return t`${seconds} s`;
}

export const formatMs = (ms: number | null) => {
  if (ms === null) return t`No requests yet`;
  const shown = formatNumber(ms, { maximumFractionDigits: ms < 10 ? 1 : 0 });
  return t`${shown} ms`;
};
