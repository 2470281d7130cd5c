import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import { i18n } from '@/lib/i18n/texts';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/**
 * D12: the visitor spec's colours for its statuses, with `open` and `closed` grey. A status staff
 * must act on (recovery available) stands out; finished work is green.
 */
export function staffStatusTone(status: string): BadgeTone {
  switch (status) {
    case 'under_review':
    case 'under_investigation':
      return 'blue';
    case 'recovery_available':
      return 'orange';
    case 'resolved':
      return 'green';
    default:
      return 'grey';
  }
}

const statusLabels: Record<string, MessageDescriptor> = {
  open: msg`Open`,
  under_review: msg`Under Review`,
  under_investigation: msg`Under Investigation`,
  recovery_available: msg`Recovery Available`,
  resolved: msg`Resolved`,
  closed: msg`Closed`,
};

/** A case's status as staff read it, in their language ('Under Investigation'). */
export function incidentStatusText(status: string): string {
  const label = statusLabels[status];
  return label ? i18n._(label) : formatStatusLabel(status);
}

export function IncidentStatusBadge({ status }: { status: string }) {
  return <Badge tone={staffStatusTone(status)}>{incidentStatusText(status)}</Badge>;
}
