import { formatStatusLabel } from '@shared/incidents/status';
import type { ReportFilters } from '@shared/reports/staff-schema';

/** The filters in words, as the report's description and its PDF state them. */
export function describeFilters(filters: ReportFilters, tagName?: string): string {
  const period =
    filters.from && filters.to
      ? `Reported ${filters.from} to ${filters.to}`
      : filters.from
        ? `Reported from ${filters.from}`
        : filters.to
          ? `Reported up to ${filters.to}`
          : 'All dates';
  const status = filters.status === 'all' ? 'all statuses' : `status ${formatStatusLabel(filters.status)}`;
  const type = filters.platformType === 'all' ? 'all platform types' : `platform type ${filters.platformType}`;
  const tag = filters.tag === undefined ? '' : ` · tag ${tagName ?? `#${filters.tag}`}`;
  return `${period} · ${status} · ${type}${tag}`;
}
