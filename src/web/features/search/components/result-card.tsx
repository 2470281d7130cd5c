import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, FileText, Globe, Hash, Banknote } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SearchResult } from '@shared/search/schema';
import { Badge } from '@/components/ui/badge';
import { BreakableAddress } from '@/components/ui/breakable-address';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import { paths } from '@/lib/paths';
import { searchCardAction, searchStatusBadge } from '../result-status';
import { PlatformIcon } from './platform-icon';
import { PlatformPageLink } from './platform-page-link';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-sm text-muted-foreground [&_svg]:size-4">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="ps-6 font-medium">{children}</dd>
    </div>
  );
}

/** How a searched address applies for recovery: the page that composes the search supplies it. */
export type RenderApplyByEmail = (email: string) => ReactNode;

/**
 * One match. `email` is the searched address; a result opened from an e-mailed link does not
 * carry it, so there the action leads to the application form instead of the verification e-mail.
 */
export function ResultCard({
  result,
  email,
  renderApplyByEmail,
}: {
  result: SearchResult;
  email: string | null;
  renderApplyByEmail: RenderApplyByEmail;
}) {
  const { t } = useLingui();
  const { incident, platform } = result;
  // The owner's and staff's view: the loss, with its currency, and the words of the report (D2).
  const own = 'lossAmount' in incident ? incident : null;
  const badge = searchStatusBadge(incident.status);
  const action = searchCardAction(incident.status);

  return (
    <Card className="flex h-full flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <PlatformIcon type={platform.type} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-xl font-semibold leading-tight break-words">
              {platform.name}
            </h3>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </div>
          {platform.type ? <p className="text-base text-muted-foreground">{platform.type}</p> : null}
        </div>
      </div>

      {platform.description ? <p className="text-base">{platform.description}</p> : null}
      <PlatformPageLink name={platform.name} />

      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact icon={<Hash />} label={t`Case reference`}>
          {incident.caseReference}
        </Fact>
        <Fact icon={<CalendarDays />} label={t`Incident date`}>
          {formatDate(incident.incidentDate)}
        </Fact>
        {own ? (
          <Fact icon={<Banknote />} label={t`Amount lost`}>
            {formatMoney(own.lossAmount, own.currency)}
          </Fact>
        ) : null}
        {platform.website ? (
          // Plain text on purpose: a reported site may still be dangerous to open.
          <Fact icon={<Globe />} label={t`Website (reported, not a link)`}>
            <BreakableAddress address={platform.website} />
          </Fact>
        ) : null}
      </dl>

      {own?.description ? (
        <div className="flex items-start gap-2 rounded-md bg-muted p-3">
          <FileText className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div>
            <p className="text-sm text-muted-foreground">
              <Trans>Details of the report</Trans>
            </p>
            <p className="text-base">{own.description}</p>
          </div>
        </div>
      ) : null}

      {action.kind === 'apply' && email ? (
        renderApplyByEmail(email)
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          {action.kind === 'apply' ? (
            <Button asChild className="w-full sm:w-auto">
              <Link to={`${paths.recovery}?${new URLSearchParams({ incidentId: String(incident.id), platform: platform.name })}`}>
                <Trans>Apply for Recovery</Trans>
              </Link>
            </Button>
          ) : action.kind === 'resolved' ? (
            <Button variant="secondary" disabled className="w-full sm:w-auto">
              <Trans>Case Resolved</Trans>
            </Button>
          ) : (
            <>
              <Button variant="secondary" disabled className="w-full sm:w-auto">
                <Trans>Recovery Not Available</Trans>
              </Button>
              <p className="text-base text-muted-foreground">{action.note}</p>
            </>
          )}
        </div>
      )}
    </Card>
  );
}
