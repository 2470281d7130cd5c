import { useId, type ReactNode } from 'react';
import type { CaseDetails } from '@shared/cases/schema';
import { formatDate } from '@shared/format/dates';
import { formatMoney } from '@shared/money/format-money';
import { reportFraudTypes } from '@shared/incidents/report-schema';
import { caseRules } from '@shared/incidents/case-rules';
import { formatStatusLabel } from '@shared/incidents/status';
import { IncidentStatusBadge, type StatusPalette } from './incident-status-badge';

export function fraudTypeLabel(value: string | null): string {
  if (!value) return 'Not stated';
  return reportFraudTypes.find((t) => t.value === value)?.label ?? formatStatusLabel(value);
}

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
        <span id={labelId} className="font-medium">Case stage</span>
        <span className="tabular-nums text-muted-foreground">{percent}%</span>
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
      <p className="text-sm text-muted-foreground">Follows the case status; it is not a forecast of any recovery.</p>
    </div>
  );
}

export function CaseOverview({ details, palette = 'dashboard' }: { details: CaseDetails; palette?: StatusPalette }) {
  const { incident, platform } = details;
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label="Case reference">{incident.caseReference}</Fact>
        <Fact label="Status">
          <IncidentStatusBadge status={incident.status} palette={palette} />
        </Fact>
        <Fact label="Platform">
          {platform.name}
          {platform.type ? <span className="block text-sm font-normal text-muted-foreground">{platform.type}</span> : null}
        </Fact>
        {/* Plain text on purpose: a reported site may still be dangerous to open. */}
        <Fact label="Website (reported, not a link)">{incident.websiteUrl ?? platform.website ?? 'Not given'}</Fact>
        <Fact label="Type of fraud">{fraudTypeLabel(incident.fraudType)}</Fact>
        <Fact label="Amount lost">{formatMoney(incident.lossAmount, incident.currency)}</Fact>
        <Fact label="Incident date">{formatDate(incident.incidentDate)}</Fact>
        <Fact label="Reported on">{formatDate(incident.createdAt)}</Fact>
        <Fact label="Last updated">{formatDate(incident.updatedAt)}</Fact>
        <Fact label="Recovery help for this case">
          {caseRules({ status: incident.status, recovered: details.settlement.recovered, hasApplied: details.hasApplied }).recoveryHelpLabel}
        </Fact>
      </dl>
      {incident.description ? (
        <div className="rounded-md bg-muted p-4">
          <p className="text-sm text-muted-foreground">What you reported</p>
          <p className="text-base whitespace-pre-line">{incident.description}</p>
        </div>
      ) : null}
      <CaseStage status={incident.status} />
    </div>
  );
}
