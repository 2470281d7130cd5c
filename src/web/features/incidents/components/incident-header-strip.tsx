import type { CaseDetails } from '@shared/cases/schema';
import { formatMoney } from '@shared/format/money';
import { IncidentStatusBadge, type StatusPalette } from './incident-status-badge';

/** Case reference (D14), platform, loss and status, the same wherever a case is opened. */
export function IncidentHeaderStrip({ details, palette = 'dashboard' }: { details: CaseDetails; palette?: StatusPalette }) {
  const { incident, platform } = details;
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-lg border border-border bg-muted/60 p-4 sm:grid-cols-4">
      <div>
        <dt className="text-sm text-muted-foreground">Case reference</dt>
        <dd className="font-semibold tabular-nums">{incident.caseReference}</dd>
      </div>
      <div className="min-w-0">
        <dt className="text-sm text-muted-foreground">Platform</dt>
        <dd className="font-semibold break-words">{platform.name}</dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">Loss</dt>
        <dd className="font-semibold tabular-nums">{formatMoney(incident.lossAmount)}</dd>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <dt className="text-sm text-muted-foreground">Status</dt>
        <dd>
          <IncidentStatusBadge status={incident.status} palette={palette} />
        </dd>
      </div>
    </dl>
  );
}
