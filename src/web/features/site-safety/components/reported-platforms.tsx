import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMonth } from '@/lib/i18n/format';
import { paths } from '@/lib/paths';
import { useRecentlyReportedPlatforms } from '../api/get-platform-page';

/** A page needs confirmed reports from two people or more, so the count is never one. */
function ReportsLine({ reports, lastReported }: { reports: number; lastReported: string }) {
  const latest = formatMonth(lastReported, { long: true });
  return (
    <span className="text-base">
      <Trans>
        {reports} confirmed reports, the latest in {latest}
      </Trans>
    </span>
  );
}

/**
 * The platforms with a public page (D28): confirmed reports from at least two different people,
 * the most recently reported first. Each is a link to its page, which says what was reported and
 * what to do. Search engines find every page through the sitemap.
 */
export function ReportedPlatforms() {
  const { t } = useLingui();
  const index = useRecentlyReportedPlatforms();

  if (index.isPending) {
    return (
      <div role="status" aria-label={t`Loading the reported platforms`} className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (index.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>
          <Trans>The list could not be loaded</Trans>
        </AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-3">
          <p>
            <Trans>Please try again in a moment.</Trans>
          </p>
          <Button variant="outline" onClick={() => void index.refetch()}>
            <RefreshCw aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const { platforms, total } = index.data;
  const shownCount = platforms.length;
  if (total === 0) {
    return (
      <Alert variant="info">
        <AlertTitle>
          <Trans>No platform has a page yet</Trans>
        </AlertTitle>
        <AlertDescription>
          <Trans>
            A platform gets a page once at least two different people have confirmed reports about it. None has so far.
          </Trans>
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-3 sm:grid-cols-2" aria-label={t`Platforms with a page`}>
        {platforms.map((platform) => (
          <li key={platform.slug} className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4">
            <Link
              to={paths.platform(platform.slug)}
              className="text-lg font-semibold text-primary underline underline-offset-4 [overflow-wrap:anywhere] hover:no-underline"
            >
              {platform.name}
            </Link>
            {/* The type as staff wrote it: data, not a text to translate. */}
            {platform.type ? (
              <span translate="no" className="text-base text-muted-foreground">
                {platform.type}
              </span>
            ) : null}
            <ReportsLine reports={platform.confirmedReports} lastReported={platform.lastReported} />
          </li>
        ))}
      </ul>
      {total > platforms.length ? (
        <p className="text-base text-muted-foreground">
          <Trans>
            The {shownCount} most recently reported of {total} platforms with a page. Searching a platform’s name on the
            web finds its page.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
