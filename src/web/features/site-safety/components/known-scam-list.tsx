import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import type { PlatformIndexEntry } from '@shared/site-safety/platform-page';
import type { KnownScam } from '@shared/site-safety/schema';
import { trustBand } from '@shared/site-safety/bands';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/i18n/format';
import { paths } from '@/lib/paths';
import { useKnownScams } from '../api/get-known-scams';
import { usePlatformIndex } from '../api/get-platform-page';
import { bandLooks, threatCategoryLabel } from '../safety-labels';

const FIRST_SHOWN = 10;

function ScamRow({ scam, platforms }: { scam: KnownScam; platforms: PlatformIndexEntry[] }) {
  const { t, i18n } = useLingui();
  const look = scam.trustScore === null ? null : bandLooks[trustBand(scam.trustScore)];
  const Icon = look?.icon;
  const reporters = scam.reporters;
  const reports = scam.reports;
  // What put the site on the list, in plain words, and the label of the day that goes with it.
  const { why, dayLabel } =
    scam.basis === 'staff'
      ? { why: t`Listed by our staff.`, dayLabel: t`Listed` }
      : {
          why: plural(reporters, { one: 'Reported to us by # person.', other: 'Reported to us by # different people.' }),
          dayLabel: t`Last reported`,
        };
  const score = scam.trustScore;
  const band = look ? i18n._(look.label).toLowerCase() : '';
  const checkedOn = scam.checkedDate ? formatDate(scam.checkedDate) : '';
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
      {/* Plain text, never a link: nobody should reach a scam site from this page. */}
      <p className="text-lg font-semibold [overflow-wrap:anywhere]">{scam.url}</p>
      <p className="text-base">{why}</p>
      {platforms.length > 0 ? (
        <p className="text-base">
          <Trans>What people reported about</Trans>{' '}
          {platforms.map((platform, i) => (
            <Fragment key={platform.slug}>
              {i > 0 ? ', ' : null}
              <Link to={paths.platform(platform.slug)} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
                {platform.name}
              </Link>
            </Fragment>
          ))}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        <dt className="text-muted-foreground">{dayLabel}</dt>
        <dd>
          <time dateTime={scam.reportedDate}>{formatDate(scam.reportedDate)}</time>
        </dd>
        {scam.reason ? (
          <>
            <dt className="text-muted-foreground">
              <Trans>Why</Trans>
            </dt>
            <dd className="[overflow-wrap:anywhere]">{scam.reason}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">
          <Trans>Scam type</Trans>
        </dt>
        <dd>{threatCategoryLabel(scam.scamType)}</dd>
        <dt className="text-muted-foreground">
          <Trans>Trust score</Trans>
        </dt>
        <dd>
          {look && Icon ? (
            <span className="flex flex-wrap items-center gap-x-2">
              <Badge tone={look.tone}>
                <Icon className="size-4" aria-hidden="true" />
                <Trans>
                  {score} / 100, {band}
                </Trans>
              </Badge>
              {scam.checkedDate ? (
                <>
                  {' '}
                  <span className="text-muted-foreground">
                    <Trans>
                      checked <time dateTime={scam.checkedDate}>{checkedOn}</time>
                    </Trans>
                  </span>
                </>
              ) : null}
            </span>
          ) : (
            <Trans>not checked yet</Trans>
          )}
        </dd>
        {scam.reports > 0 ? (
          <>
            <dt className="text-muted-foreground">
              <Trans>Reports to us</Trans>
            </dt>
            <dd>
              {/* The sentence above already names the people when reports are the reason. */}
              {scam.basis === 'reports' ? (
                <Plural value={reports} one="# confirmed report" other="# confirmed reports" />
              ) : (
                <ReportsFromPeople reports={scam.reports} reporters={reporters} />
              )}
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

function ReportsFromPeople({ reports, reporters }: { reports: number; reporters: number }) {
  const { t } = useLingui();
  const reportsText = plural(reports, { one: '# confirmed report', other: '# confirmed reports' });
  const peopleText = plural(reporters, { one: '# person', other: '# different people' });
  return <>{t`${reportsText}, from ${peopleText}`}</>;
}

/**
 * The known-scam list from data (DECISIONS D3, D18): sites reported by two or more people or listed
 * by staff, never a sample, and never a site only because someone checked it (anyone can check
 * anyone's site). Each entry says which, and a staff listing gives staff's reason.
 */
export function KnownScamList() {
  const scams = useKnownScams();
  // The platforms with a page (D28) whose website is a listed site: a way to what was reported there.
  const domains = (scams.data ?? []).map((scam) => scam.url);
  const platformIndex = usePlatformIndex({ limit: 200, domains }, { enabled: domains.length > 0 });
  const [showAll, setShowAll] = useState(false);
  const { t } = useLingui();

  if (scams.isPending) {
    return (
      <div role="status" aria-label={t`Loading the list of reported sites`} className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (scams.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>
          <Trans>The list could not be loaded</Trans>
        </AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-3">
          <p>
            <Trans>Please try again in a moment.</Trans>
          </p>
          <Button variant="outline" onClick={() => void scams.refetch()}>
            <RefreshCw aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (scams.data.length === 0) {
    return (
      <Alert variant="info">
        <AlertTitle>
          <Trans>No sites are on the list yet</Trans>
        </AlertTitle>
        <AlertDescription>
          <Trans>
            The list shows only sites reported to us by at least two different people and sites our staff listed. There
            are none so far, and we do not fill the list with examples. A site that is not listed is not necessarily
            safe.
          </Trans>
        </AlertDescription>
      </Alert>
    );
  }

  const siteCount = scams.data.length;
  const shown = showAll ? scams.data : scams.data.slice(0, FIRST_SHOWN);
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-3 sm:grid-cols-2" aria-label={t`Reported and listed sites`}>
        {shown.map((scam) => (
          <ScamRow key={scam.url} scam={scam} platforms={(platformIndex.data?.platforms ?? []).filter((p) => p.domain === scam.url)} />
        ))}
      </ul>
      {scams.data.length > FIRST_SHOWN ? (
        <Button variant="outline" className="self-start" aria-expanded={showAll} onClick={() => setShowAll((v) => !v)}>
          {showAll ? <Trans>Show fewer</Trans> : <Trans>Show all {siteCount} sites</Trans>}
        </Button>
      ) : null}
    </div>
  );
}
