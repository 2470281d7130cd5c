import { plural, t } from '@lingui/core/macro';
import { daysAgo, formatDate as formatDateIn, formatDateTime as formatDateTimeIn } from '@shared/format/dates';
import {
  formatMoney as formatMoneyIn,
  formatMoneyTotals as formatMoneyTotalsIn,
  formatThousands as formatThousandsIn,
  type Amount,
  type CurrencyTotal,
  type FormatMoneyOptions,
} from '@shared/money/format-money';
import { currentBranding } from '@/lib/branding/get-settings';
import { i18n } from './texts';

// Dates, numbers and amounts in the reader's language (Intl) and dates in the organisation's time
// zone (setting `time_zone`, D31). The web's one place for them: a screen never names a locale.

/** The Intl locale for the reader's language; English keeps the specs' own forms ("Jan 5, 2026", "$7,750.00"). */
export function intlLocale(): string {
  const locale = i18n.locale;
  if (!locale || locale === 'en' || locale === 'pseudo') return 'en-US';
  return locale;
}

const checkedZones = new Map<string, string | undefined>();
/** The organisation's time zone (setting), once the settings are in; else, or when unreadable, the browser's. */
function organisationTimeZone(): string | undefined {
  const zone = currentBranding().timeZone;
  if (!checkedZones.has(zone)) {
    try {
      checkedZones.set(zone, new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone);
    } catch {
      checkedZones.set(zone, undefined);
    }
  }
  return checkedZones.get(zone);
}

const missingDate = () => ({ none: t`No date available`, invalid: t`Invalid date` });

/** A moment's day in the organisation's zone; a calendar day ('2026-01-15') as that very day, whatever the zone. */
export function formatDate(value: string | Date | null | undefined): string {
  return formatDateIn(value, { locale: intlLocale(), timeZone: organisationTimeZone() }, missingDate());
}

export function formatDateTime(value: string | Date | null | undefined): string {
  return formatDateTimeIn(value, { locale: intlLocale(), timeZone: organisationTimeZone() }, missingDate());
}

// A month or a calendar day the server counted in ('2026-03', '2026-03-02') names no moment: read
// in UTC, so it never shifts with the reader's or the organisation's time zone.
const calendarMonth = /^(\d{4})-(\d{2})$/;
const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/** A month ('2026-03'): "Mar 2026", or with `long` "March 2026". Anything else is said as it came. */
export function formatMonth(month: string, { long = false }: { long?: boolean } = {}): string {
  const [, year, number] = calendarMonth.exec(month) ?? [];
  if (!year || !number || Number(number) < 1 || Number(number) > 12) return month;
  return new Intl.DateTimeFormat(intlLocale(), { month: long ? 'long' : 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(Number(year), Number(number) - 1, 1));
}

/** A calendar day ('2026-01-05') without its year, where the year is plain around it (a chart's axis): "Jan 5". */
export function formatDayOfMonth(day: string): string {
  if (!calendarDay.test(day)) return formatDate(day);
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return formatDate(day);
  return new Intl.DateTimeFormat(intlLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * A moment with the organisation's zone named, where the hour matters to someone (a deadline, a
 * sign-in, an approval): "Nov 29, 2026, 4:05 PM GMT+1", the zone's short name for that moment in the
 * reader's locale ("29 nov 2026, 16:05 CET" in Spanish).
 */
export function formatDateTimeWithZone(value: string | Date | null | undefined): string {
  return formatDateTimeIn(value, { locale: intlLocale(), timeZone: organisationTimeZone(), timeZoneName: 'short' }, missingDate());
}

/**
 * The organisation's time zone by name in the reader's locale ("Central European Time", "hora de
 * Europa central"), for a list of many moments that names it once, in its header. The generic name,
 * not a moment's ("CET" or "CEST"), as the rows fall on either side of a clock change.
 */
export function formatTimeZone(): string {
  const timeZone = organisationTimeZone();
  const nameIn = (timeZoneName: 'longGeneric' | 'short') =>
    new Intl.DateTimeFormat(intlLocale(), { timeZone, timeZoneName }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value;
  let generic: string | undefined;
  try {
    generic = nameIn('longGeneric');
  } catch {
    // A browser without generic names (before 2022): the zone's name for now instead.
  }
  // A zone with no name of its own (UTC, the default) is generically just an offset, "GMT+00:00".
  if (generic && !/^(GMT|UTC)/.test(generic)) return generic;
  return nameIn('short') ?? timeZone ?? '';
}

/** "today", "1 day ago", "12 days ago" (rounded up, admin spec section 9). */
export function formatDaysAgo(value: string | Date | null | undefined, now: Date = new Date()): string {
  const days = daysAgo(value, now);
  if (days === null) return '';
  if (days === 0) return t`today`;
  return plural(days, { one: '# day ago', other: '# days ago' });
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return value.toLocaleString(intlLocale(), options);
}

export function formatMoney(value: Amount, currency: string, options?: FormatMoneyOptions): string {
  return formatMoneyIn(value, currency, intlLocale(), options);
}

/** With no figure at all, words ("No amount", as the victim's stat cards say) rather than a zero in some currency. */
export function formatMoneyTotals(totals: readonly CurrencyTotal[], empty?: string): string {
  return formatMoneyTotalsIn(totals, intlLocale(), empty ?? t`No amount`);
}

export function formatThousands(value: Amount, currency: string): string {
  return formatThousandsIn(value, currency, intlLocale());
}

/** A file's size: bytes under 1 KB, KB (one decimal under 10) under 1 MB, MB with two decimals above. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return plural(bytes, { one: '# byte', other: '# bytes' });
  if (bytes < 1024 * 1024) return formatKilobytes(bytes);
  const mb = formatNumber(bytes / (1024 * 1024), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return t`${mb} MB`;
}

export function formatKilobytes(bytes: number): string {
  const kb = bytes / 1024;
  const size = formatNumber(kb, { maximumFractionDigits: kb < 10 ? 1 : 0 });
  return t`${size} KB`;
}
