import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronUp, FolderOpen } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { DashboardIncident, DashboardSummary } from '@shared/dashboard/schema';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DotSeparated } from '@/components/ui/dot-separated';
import { ApplyForRecoveryButton } from '@/features/incidents/components/apply-for-recovery-button';
import { IncidentStatusBadge } from '@/features/incidents/components/incident-status-badge';
import { RequestPayoutDialog } from '@/features/payouts/components/request-payout-dialog';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import { useFocusWhenReady } from '@/lib/focus/use-focus-when-ready';
import { paths } from '@/lib/paths';

const FIRST_SHOWN = 3;

type PayoutOptions = DashboardSummary['payoutOptions'];

function ReportItem({
  item,
  email,
  onOpen,
  payoutOptions,
}: {
  item: DashboardIncident;
  email: string;
  onOpen: (id: number) => void;
  payoutOptions: PayoutOptions;
}) {
  const { t } = useLingui();
  const { incident, platform, settlement } = item;
  const reference = incident.caseReference;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {/* Focusable from script only: "Show all" moves focus to the first report it reveals. */}
          <h3 data-report-heading={incident.id} tabIndex={-1} className="text-lg font-semibold break-words">
            {platform.name}
          </h3>
          <p className="text-sm text-muted-foreground">
            <DotSeparated items={[incident.caseReference, formatDate(incident.incidentDate)]} />
          </p>
        </div>
        <IncidentStatusBadge status={incident.status} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-base sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted-foreground">
            <Trans>Loss</Trans>
          </dt>
          <dd className="font-medium tabular-nums">{formatMoney(incident.lossAmount, incident.currency)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">
            <Trans>Recovered</Trans>
          </dt>
          <dd className="font-medium tabular-nums">{formatMoney(settlement.recovered, settlement.currency)}</dd>
        </div>
        {item.hasApplied ? (
          <div>
            <dt className="text-sm text-muted-foreground">
              <Trans>Recovery application</Trans>
            </dt>
            <dd className="font-medium">
              <Trans>Submitted</Trans>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="outline" onClick={() => onOpen(incident.id)} aria-label={t`View details of ${reference}`}>
          <Trans>View Details</Trans>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.recoveryDetails(incident.id)} aria-label={t`Messages & documents for ${reference}`}>
            <FolderOpen aria-hidden="true" /> <Trans>Messages &amp; documents</Trans>
          </Link>
        </Button>
        {item.canApply ? (
          <ApplyForRecoveryButton incidentId={incident.id} platform={platform.name} email={email} amount={incident.lossAmount} currency={incident.currency} />
        ) : null}
        {item.canRequestPayout ? (
          <RequestPayoutDialog
            payoutCase={{ incidentId: incident.id, caseReference: incident.caseReference, platformName: platform.name, settlement, payoutOptions }}
          />
        ) : null}
      </div>
    </li>
  );
}

export function FraudReportsCard({
  incidents,
  email,
  onOpen,
  payoutOptions,
}: {
  incidents: DashboardIncident[];
  email: string;
  onOpen: (id: number) => void;
  payoutOptions: PayoutOptions;
}) {
  const { t } = useLingui();
  const [showAll, setShowAll] = useState(false);
  const reportCount = incidents.length;
  const shown = showAll ? incidents : incidents.slice(0, FIRST_SHOWN);
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusWhenReady = useFocusWhenReady();

  // The toggle sits below the list: after "Show all" it is far down the page, so focus goes to the
  // first report it revealed; after "Show fewer" the toggle moves up and is brought back into view.
  const onToggle = () => {
    const next = !showAll;
    setShowAll(next);
    const firstNew = incidents[FIRST_SHOWN];
    if (next && firstNew) {
      focusWhenReady(() => listRef.current?.querySelector<HTMLElement>(`[data-report-heading="${firstNew.incident.id}"]`));
    } else {
      focusWhenReady(() => {
        toggleRef.current?.scrollIntoView({ block: 'nearest' });
        return toggleRef.current;
      });
    }
  };

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>
          <Trans>Your Fraud Reports</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Every incident reported with your e-mail address, newest first.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {incidents.length === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-lg text-muted-foreground">
              <Trans>You have no fraud reports yet.</Trans>
            </p>
            <Button asChild>
              <Link to={paths.reportIncident}>
                <Trans>Report an incident</Trans>
              </Link>
            </Button>
          </div>
        ) : (
          <ul ref={listRef} className="flex flex-col gap-3">
            {shown.map((item) => (
              <ReportItem key={item.incident.id} item={item} email={email} onOpen={onOpen} payoutOptions={payoutOptions} />
            ))}
          </ul>
        )}
        {incidents.length > FIRST_SHOWN ? (
          <Button ref={toggleRef} variant="ghost" className="self-start" aria-expanded={showAll} onClick={onToggle}>
            {showAll ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {showAll ? t`Show fewer` : t`Show all ${reportCount} reports`}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
