import { formatDate } from '@shared/format/dates';
import { formatStatusLabel } from '@shared/incidents/status';
import { reportFiltersSchema, type ReportCovers, type ReportFilters } from '@shared/reports/staff-schema';
import { sayShared, type Texts } from '../../kernel/texts/texts';

/**
 * The filters as a new report keeps them (the `filters` column): with a tag, the tag's name as it
 * is now beside its id, so the report is described by the name it had when made.
 */
export function filtersToKeep(filters: ReportFilters, tagName: string | undefined): Record<string, unknown> {
  return tagName === undefined ? { ...filters } : { ...filters, tagName };
}

/**
 * What a stored report covered, read back from its `filters` column to be said in a reader's
 * language; null when only its stored description can say it: a tag filter from before the tag's
 * name was kept beside it, or filters not as generateReport keeps them (every one names its status
 * and platform type; defaults would describe a report by filters nobody chose).
 */
export function coversOf(stored: unknown): ReportCovers | null {
  if (typeof stored !== 'object' || stored === null || !('status' in stored) || !('platformType' in stored)) return null;
  const filters = reportFiltersSchema.safeParse(stored);
  if (!filters.success) return null;
  const kept = (stored as { tagName?: unknown }).tagName;
  const tagName = typeof kept === 'string' ? kept : null;
  if (filters.data.tag !== undefined && tagName === null) return null;
  return { filters: filters.data, tagName };
}

/**
 * The filters in words ('Reported Jan 1, 2025 to Mar 31, 2025 · all statuses · all platform types'),
 * in `i18n`'s language with the days in `locale`: the PDF's, and in English the stored description.
 */
export function describeFilters({ filters, tagName }: ReportCovers, i18n: Texts, locale: string): string {
  const day = (value: string) => formatDate(value, { locale });
  const { from, to } = filters;
  const period =
    from && to
      ? i18n._({ id: 'pdf.report.filters.period.between', message: 'Reported {from} to {to}', values: { from: day(from), to: day(to) } })
      : from
        ? i18n._({ id: 'pdf.report.filters.period.from', message: 'Reported from {from}', values: { from: day(from) } })
        : to
          ? i18n._({ id: 'pdf.report.filters.period.to', message: 'Reported up to {to}', values: { to: day(to) } })
          : i18n._({ id: 'pdf.report.filters.period.all', message: 'All dates' });
  const parts = [
    period,
    filters.status === 'all'
      ? i18n._({ id: 'pdf.report.filters.status.all', message: 'all statuses' })
      : i18n._({ id: 'pdf.report.filters.status', message: 'status {status}', values: { status: sayShared(i18n, formatStatusLabel(filters.status)) } }),
    filters.platformType === 'all'
      ? i18n._({ id: 'pdf.report.filters.platform-type.all', message: 'all platform types' })
      : i18n._({ id: 'pdf.report.filters.platform-type', message: 'platform type {platformType}', values: { platformType: filters.platformType } }),
  ];
  if (filters.tag !== undefined) parts.push(i18n._({ id: 'pdf.report.filters.tag', message: 'tag {tag}', values: { tag: tagName ?? `#${filters.tag}` } }));
  return parts.join(' · ');
}
