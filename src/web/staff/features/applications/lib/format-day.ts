import { formatDate } from '@/lib/i18n/format';

/**
 * A calendar day ('2026-02-14') as the staff member's own calendar reads it: parsed as UTC
 * midnight it would show the day before anywhere west of Greenwich.
 */
export function formatDay(day: string | null | undefined): string {
  return formatDate(day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00` : day);
}
