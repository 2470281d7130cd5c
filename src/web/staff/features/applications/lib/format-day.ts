import { formatDate, intlLocale } from '@/lib/i18n/format';

/**
 * A calendar day ('2026-02-14') as written, in the reader's locale: a day is no moment, so it is read
 * in UTC and never shifts with the reader's or the organisation's time zone. Anything else (missing,
 * not a day) is said as formatDate says it.
 */
export function formatDay(day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return formatDate(day);
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return formatDate(day);
  return new Intl.DateTimeFormat(intlLocale(), { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}
