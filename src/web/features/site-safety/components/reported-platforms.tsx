import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { formatMonth } from '@shared/site-safety/platform-page';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useRecentlyReportedPlatforms } from '../api/get-platform-page';

/**
 * The platforms with a public page (D28): confirmed reports from at least two different people,
 * the most recently reported first. Each is a link to its page, which says what was reported and
 * what to do. Search engines find every page through the sitemap.
 */
export function ReportedPlatforms() {
  const index = useRecentlyReportedPlatforms();

  if (index.isPending) {
    return (
      <div role="status" aria-label="Loading the reported platforms" className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (index.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>The list could not be loaded</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-3">
          <p>Please try again in a moment.</p>
          <Button variant="outline" onClick={() => void index.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const { platforms, total } = index.data;
  if (total === 0) {
    return (
      <Alert variant="info">
        <AlertTitle>No platform has a page yet</AlertTitle>
        <AlertDescription>
          A platform gets a page once at least two different people have confirmed reports about it. None has so far.
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Platforms with a page">
        {platforms.map((platform) => (
          <li key={platform.slug} className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4">
            <Link
              to={paths.platform(platform.slug)}
              className="text-lg font-semibold text-primary underline underline-offset-4 [overflow-wrap:anywhere] hover:no-underline"
            >
              {platform.name}
            </Link>
            {platform.type ? <span className="text-base text-muted-foreground">{platform.type}</span> : null}
            <span className="text-base">
              {platform.confirmedReports} confirmed reports, the latest in {formatMonth(platform.lastReported)}
            </span>
          </li>
        ))}
      </ul>
      {total > platforms.length ? (
        <p className="text-base text-muted-foreground">
          The {platforms.length} most recently reported of {total} platforms with a page. Searching a platform’s name on the
          web finds its page.
        </p>
      ) : null}
    </div>
  );
}
