import { t } from '@lingui/core/macro';
import type { ReportCovers } from '@shared/reports/staff-schema';
import { formatDate } from '@/lib/i18n/format';
import { formatStatusLabel } from '@/lib/i18n/shared-words';

// A report as the reader reads it, in their language: said when drawn, not stored (issue 28), in
// the same words as its PDF (src/server/features/reports/describe-filters.ts).

/** A report's title, as its PDF names it ('Financial Overview report'); a name of another kind as stored. */
export function reportTitle(report: { type: string; name: string }): string {
  switch (report.type) {
    case 'incident_summary':
      return t`Incident Summary report`;
    case 'user_activity':
      return t`User Activity report`;
    case 'financial_overview':
      return t`Financial Overview report`;
    case 'recovery_statistics':
      return t`Recovery Statistics report`;
    default:
      return report.name;
  }
}

/** What a report covered in words: 'Reported Jan 1, 2025 to Mar 31, 2025 · all statuses · all platform types'. */
export function describeCovers({ filters, tagName }: ReportCovers): string {
  const from = filters.from ? formatDate(filters.from) : undefined;
  const to = filters.to ? formatDate(filters.to) : undefined;
  const period = from && to ? t`Reported ${from} to ${to}` : from ? t`Reported from ${from}` : to ? t`Reported up to ${to}` : t`All dates`;
  const status = formatStatusLabel(filters.status);
  const platformType = filters.platformType;
  const parts = [
    period,
    filters.status === 'all' ? t`all statuses` : t`status ${status}`,
    filters.platformType === 'all' ? t`all platform types` : t`platform type ${platformType}`,
  ];
  if (filters.tag !== undefined) {
    const tag = tagName ?? `#${filters.tag}`;
    parts.push(t`tag ${tag}`);
  }
  return parts.join(' · ');
}

/** A report's description in the reader's language, or as stored for a report only its stored words describe. */
export const reportDescription = (report: { covers: ReportCovers | null; description: string | null }): string | null =>
  report.covers ? describeCovers(report.covers) : report.description;
