import { Trans } from '@lingui/react/macro';
import type { CaseDetails } from '@shared/cases/schema';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/i18n/format';
import { IncidentStatusBadge, type StatusPalette } from './incident-status-badge';

/**
 * Case reference (D14), platform, loss and status, the same wherever a case is opened. `compact`
 * (in a dialog) keeps it to two short rows on a phone.
 */
export function IncidentHeaderStrip({
  details,
  palette = 'dashboard',
  compact = false,
}: {
  details: CaseDetails;
  palette?: StatusPalette;
  compact?: boolean;
}) {
  const { incident, platform } = details;
  return (
    <dl
      className={cn(
        'grid grid-cols-2 rounded-lg border border-border bg-muted/60 sm:grid-cols-4 sm:gap-3 sm:p-4',
        compact ? 'gap-x-3 gap-y-1 p-3 text-sm leading-snug sm:text-base sm:leading-normal' : 'gap-3 p-4',
      )}
    >
      <div>
        <dt className="text-sm text-muted-foreground">
          <Trans>Case reference</Trans>
        </dt>
        <dd className="font-semibold tabular-nums">{incident.caseReference}</dd>
      </div>
      <div className="min-w-0">
        <dt className="text-sm text-muted-foreground">
          <Trans>Platform</Trans>
        </dt>
        <dd className="font-semibold break-words">{platform.name}</dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">
          <Trans>Loss</Trans>
        </dt>
        <dd className="font-semibold tabular-nums">{formatMoney(incident.lossAmount, incident.currency)}</dd>
      </div>
      <div className={compact ? undefined : 'col-span-2 sm:col-span-1'}>
        <dt className="text-sm text-muted-foreground">
          <Trans>Status</Trans>
        </dt>
        <dd>
          <IncidentStatusBadge status={incident.status} palette={palette} />
        </dd>
      </div>
    </dl>
  );
}
