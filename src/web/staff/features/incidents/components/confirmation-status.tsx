import type { StaffIncident } from '@shared/incidents/staff-schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { failureToast } from '@/staff/lib/failure-toast';
import { useConfirmIncident } from '../api/confirm-incident';
import { failureText } from '../lib/failure-text';
import { RetentionNotice } from './retention-notice';

const confirmedVia: Record<string, string> = {
  signed_in: 'reported while signed in as that address',
  email_link: 'confirmed through the e-mailed link',
  staff: 'confirmed by staff',
  before_d18: 'reported before confirmation was required',
};

/** D18: whether the report reaches its victim yet, and Confirm and Discard while it does not. */
export function ConfirmationStatus({ incident, onDiscard }: { incident: StaffIncident; onDiscard: () => void }) {
  const confirm = useConfirmIncident();
  if (incident.confirmedAt !== null) {
    return (
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone="green">Confirmed</Badge>
        <span className="text-muted-foreground">{confirmedVia[incident.confirmedVia ?? ''] ?? 'confirmed'}</span>
      </p>
    );
  }
  const onConfirm = () =>
    confirm.mutate(incident.id, {
      onSuccess: () => toast({ title: 'Report confirmed', description: `${incident.reference} now reaches the victim's dashboard.` }),
      onError: (error) => failureToast(failureText('Failed to confirm report', error)),
    });
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-yellow-950">
      <Badge tone="yellow">Unconfirmed</Badge>
      <p className="min-w-48 flex-1">
        Nobody has confirmed that this report belongs to the owner of {incident.email}. It does not reach their dashboard or search
        results until it is confirmed.
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onConfirm} disabled={confirm.isPending}>
          {confirm.isPending ? 'Confirming...' : 'Confirm report'}
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          Discard report…
        </Button>
      </div>
      <RetentionNotice incidentId={incident.id} reference={incident.reference} />
    </div>
  );
}
