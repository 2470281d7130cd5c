import { Trans } from '@lingui/react/macro';
import { CheckCircle2, FilePlus, SearchX } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { SearchResult } from '@shared/search/schema';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { foundPlatformsText } from '../result-status';
import { ResultCard, type RenderApplyByEmail } from './result-card';

export type ResultsView =
  | { state: 'loading' }
  | { state: 'done'; results: SearchResult[]; email: string | null }
  | { state: 'failed'; title: string; message: string };

const SKELETON_CARDS = 3;

function SkeletonCard() {
  return (
    <Card className="flex flex-col gap-4 p-6">
      <div className="flex items-center gap-4">
        <Skeleton className="size-12" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-11 w-44" />
    </Card>
  );
}

function ReportCallToAction() {
  return (
    <Card className="flex flex-col gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h3 className="text-xl font-semibold">
          <Trans>Don&apos;t See Your Platform?</Trans>
        </h3>
        <p className="text-base text-muted-foreground">
          <Trans>
            Reporting what happened adds the platform to the directory, so the next person who searches can see it.
            Your report may help other victims recognise the same scam.
          </Trans>
        </p>
      </div>
      <Button asChild variant="outline" className="shrink-0">
        <Link to={paths.reportIncident}>
          <FilePlus aria-hidden="true" /> <Trans>Report New Incident</Trans>
        </Link>
      </Button>
    </Card>
  );
}

function ResultsBody({ view, renderApplyByEmail }: { view: ResultsView; renderApplyByEmail: RenderApplyByEmail }): ReactNode {
  if (view.state === 'loading') {
    return (
      <div className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    );
  }
  if (view.state === 'failed') {
    return (
      <Alert variant="destructive">
        <AlertTitle>{view.title}</AlertTitle>
        <AlertDescription>{view.message}</AlertDescription>
      </Alert>
    );
  }
  if (view.results.length === 0) {
    return (
      <>
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <h3 className="text-2xl font-semibold">
            <Trans>No Matches Found</Trans>
          </h3>
          <p className="max-w-xl text-base text-muted-foreground">
            <Trans>
              No reported incidents are linked to this e-mail address yet. If you have been a victim of fraud, you can
              report it now.
            </Trans>
          </p>
          <Button asChild>
            <Link to={paths.reportIncident}>
              <Trans>Report New Fraud Incident</Trans>
            </Link>
          </Button>
        </Card>
        <ReportCallToAction />
      </>
    );
  }
  return (
    <>
      <Alert variant="success">
        <CheckCircle2 className="size-5" aria-hidden="true" />
        <AlertTitle>{foundPlatformsText(view.results.length, 'the')}</AlertTitle>
      </Alert>
      <ul className="grid gap-4 md:grid-cols-2">
        {view.results.map((result) => (
          <li key={result.incident.id} className="min-w-0">
            <ResultCard result={result} email={view.email} renderApplyByEmail={renderApplyByEmail} />
          </li>
        ))}
      </ul>
      <ReportCallToAction />
    </>
  );
}

/** The results section (#search); the heading takes focus when results arrive. */
export function SearchResults({
  view,
  headingRef,
  renderApplyByEmail,
}: {
  view: ResultsView;
  headingRef?: Ref<HTMLHeadingElement>;
  renderApplyByEmail: RenderApplyByEmail;
}) {
  const loading = view.state === 'loading';
  return (
    <section id="search" aria-labelledby="search-results-heading" aria-busy={loading} className="scroll-mt-24">
      <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-10">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="search-results-heading" ref={headingRef} tabIndex={-1} className="text-3xl font-semibold focus:outline-none">
            <Trans>Search Results</Trans>
          </h2>
          {loading ? (
            <Badge tone="blue" role="status">
              <Trans>Loading results...</Trans>
            </Badge>
          ) : null}
        </div>
        <ResultsBody view={view} renderApplyByEmail={renderApplyByEmail} />
      </div>
    </section>
  );
}
