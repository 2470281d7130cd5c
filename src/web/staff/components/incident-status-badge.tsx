import { formatStatusLabel } from '@shared/incidents/status';
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

export function IncidentStatusBadge({ status }: { status: string }) {
  return <Badge tone={staffStatusTone(status)}>{formatStatusLabel(status)}</Badge>;
}
