import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { incidentStatusLabel } from '../words';

/**
 * The visitor spec colours badges differently on the dashboard (and its dialog) and on the case
 * page: on the case page recovery_available green, under_investigation blue, resolved grey and any
 * other status red. D12 greys `open` and `closed` on both; nothing else is changed.
 */
export type StatusPalette = 'dashboard' | 'case';

export function incidentStatusTone(status: string, palette: StatusPalette): BadgeTone {
  if (palette === 'dashboard') {
    if (status === 'resolved') return 'green';
    if (status === 'under_review') return 'blue';
    if (status === 'recovery_available') return 'orange';
    return 'grey';
  }
  if (status === 'recovery_available') return 'green';
  if (status === 'under_investigation') return 'blue';
  if (status === 'resolved' || status === 'open' || status === 'closed') return 'grey';
  return 'red';
}

export function IncidentStatusBadge({ status, palette = 'dashboard' }: { status: string; palette?: StatusPalette }) {
  const { i18n } = useLingui();
  return <Badge tone={incidentStatusTone(status, palette)}>{incidentStatusLabel(i18n, status)}</Badge>;
}
