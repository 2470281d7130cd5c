import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { CaseDetails } from '@shared/cases/schema';
import { caseRules } from '@shared/incidents/case-rules';
import { formatDate, formatMoney, formatNumber } from '@/lib/i18n/format';
import { fraudTypeLabel, recoveryHelpLabel } from '../words';
import { IncidentStatusBadge, type StatusPalette } from './incident-status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** The stage of the case by its status (the spec's figures, D12); it says nothing about money. */
export function CaseStage({ status }: { status: string }) {
  const percent = caseRules({ status }).stagePercent;
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between text-base">
        <span id={labelId} className="font-medium">
          <Trans>Case stage</Trans>
        </span>
        <span className="tabular-nums text-muted-foreground">{formatNumber(percent / 100, { style: 'percent' })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground">
        <Trans>Follows the case status; it is not a forecast of any recovery.</Trans>
      </p>
    </div>
  );
}

export function CaseOverview({ details, palette = 'dashboard' }: { details: CaseDetails; palette?: StatusPalette }) {
  const { t, i18n } = useLingui();
  const { incident, platform } = details;
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label={t`Case reference`}>{incident.caseReference}</Fact>
        <Fact label={t`Status`}>
          <IncidentStatusBadge status={incident.status} palette={palette} />
        </Fact>
        <Fact label={t`Platform`}>
          {platform.name}
          {platform.type ? <span className="block text-sm font-normal text-muted-foreground">{platform.type}</span> : null}
        </Fact>
        {/* Plain text on purpose: a reported site may still be dangerous to open. */}
        <Fact label={t`Website (reported, not a link)`}>{incident.websiteUrl ?? platform.website ?? t`Not given`}</Fact>
        <Fact label={t`Type of fraud`}>{incident.fraudType ? fraudTypeLabel(i18n, incident.fraudType) : t`Not stated`}</Fact>
        <Fact label={t`Amount lost`}>{formatMoney(incident.lossAmount, incident.currency)}</Fact>
        <Fact label={t`Incident date`}>{formatDate(incident.incidentDate)}</Fact>
        <Fact label={t`Reported on`}>{formatDate(incident.createdAt)}</Fact>
        <Fact label={t`Last updated`}>{formatDate(incident.updatedAt)}</Fact>
        <Fact label={t`Recovery help for this case`}>
          {recoveryHelpLabel(i18n, { status: incident.status, recovered: details.settlement.recovered, hasApplied: details.hasApplied })}
        </Fact>
      </dl>
      {incident.description ? (
        <div className="rounded-md bg-muted p-4">
          <p className="text-sm text-muted-foreground">
            <Trans>What you reported</Trans>
          </p>
          <p className="text-base whitespace-pre-line">{incident.description}</p>
        </div>
      ) : null}
      <CaseStage status={incident.status} />
    </div>
  );
}
