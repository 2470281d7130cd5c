import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffIncident } from '@shared/incidents/staff-schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { failureToast } from '@/staff/lib/failure-toast';
import { useConfirmIncident } from '../api/confirm-incident';
import { failureText } from '../lib/failure-text';
import { RetentionNotice } from './retention-notice';

const confirmedVia: Record<string, MessageDescriptor> = {
  signed_in: msg`reported while signed in as that address`,
  email_link: msg`confirmed through the e-mailed link`,
  staff: msg`confirmed by staff`,
  before_d18: msg`reported before confirmation was required`,
};

/** D18: whether the report reaches its victim yet, and Confirm and Discard while it does not. */
export function ConfirmationStatus({ incident, onDiscard }: { incident: StaffIncident; onDiscard: () => void }) {
  const confirm = useConfirmIncident();
  const { t, i18n } = useLingui();
  const { reference, email } = incident;
  if (incident.confirmedAt !== null) {
    const via = confirmedVia[incident.confirmedVia ?? ''];
    return (
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone="green">
          <Trans>Confirmed</Trans>
        </Badge>
        <span className="text-muted-foreground">{via ? i18n._(via) : t`confirmed`}</span>
      </p>
    );
  }
  const onConfirm = () =>
    confirm.mutate(incident.id, {
      onSuccess: () => toast({ title: t`Report confirmed`, description: t`${reference} now reaches the victim's dashboard.` }),
      onError: (error) => failureToast(failureText(t`Failed to confirm report`, error)),
    });
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-yellow-950">
      <Badge tone="yellow">
        <Trans>Unconfirmed</Trans>
      </Badge>
      <p className="min-w-48 flex-1">
        <Trans>
          Nobody has confirmed that this report belongs to the owner of {email}. It does not reach their dashboard or search
          results until it is confirmed.
        </Trans>
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onConfirm} disabled={confirm.isPending}>
          {confirm.isPending ? t`Confirming...` : t`Confirm report`}
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          <Trans>Discard report…</Trans>
        </Button>
      </div>
      <RetentionNotice incidentId={incident.id} reference={incident.reference} />
    </div>
  );
}
