import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { NO_PAGE_HEADING, NO_PAGE_TEXT, WHAT_A_REPORT_IS, type PlatformPage } from '@shared/site-safety/platform-page';
import { Info, RefreshCw } from '@/components/icons/first-load-icons';
import { QuietBoundary } from '@/components/layout/route-error-boundary';
import { BreakableAddress } from '@/components/ui/breakable-address';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageMeta } from '@/features/search/use-page-meta';
import { usePlatformPageOnce } from '@/features/site-safety/api/fetch-platform-page';
import { useWantedSoon } from '@/hooks/use-wanted-soon';
import { hasErrorCode } from '@/lib/api-client';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { paths } from '@/lib/paths';
import { lazyWithQueryClient } from '../providers';
import { PlatformPageSection as Section } from './platform-page-section';

const PlatformPageMore = lazyWithQueryClient(() => import('./platform-page-more'));

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/** The page's own address as the canonical one, while it is open (the server writes it into the first load too). */
function useCanonicalLink(path: string | null) {
  useEffect(() => {
    if (!path) return;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const created = !link;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    const previous = link.href;
    link.href = new URL(path, window.location.origin).href;
    const target = link;
    return () => {
      if (created) target.remove();
      else target.href = previous;
    };
  }, [path]);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="text-base text-muted-foreground">{label}</dt>
      <dd className="text-lg">{children}</dd>
    </div>
  );
}

function PlatformFacts({ page }: { page: PlatformPage }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 sm:p-6">
      <dl className="flex flex-col gap-3">
        <Fact label={t`Confirmed reports`}>{page.words.reports}</Fact>
        <Fact label={t`Reported to us`}>{page.words.reportedWhen}</Fact>
        {page.words.fraudType ? <Fact label={t`Most reports describe`}>{page.words.fraudType}</Fact> : null}
        {page.websiteHost ? (
          // Plain text on purpose, as in search results: a reported site may still be dangerous to open.
          <Fact label={t`Website named in the reports`}>
            <BreakableAddress address={page.websiteHost} className="font-medium" /> <span className="text-muted-foreground">
              <Trans>(not a link)</Trans>
            </span>
          </Fact>
        ) : null}
        <Fact label={t`Our known-scam list`}>{page.words.listing}</Fact>
        {page.listing.status === 'listed-by-staff' && page.listing.reason ? (
          <Fact label={t`Why our staff listed it`}>
            <span className="[overflow-wrap:anywhere]">{page.listing.reason}</span>
          </Fact>
        ) : null}
      </dl>
      <p className="flex gap-2 border-t border-border pt-4 text-base text-muted-foreground">
        <Info className="mt-1 size-4 shrink-0" aria-hidden="true" />
        <span>
          {WHAT_A_REPORT_IS} <Trans>A platform with few or no reports is not necessarily safe.</Trans>
        </span>
      </p>
    </div>
  );
}

/** First what helps most after this kind of fraud (the help articles' own words), then our help. */
function IfYouPaid({ page }: { page: PlatformPage }) {
  const { t } = useLingui();
  const articles = page.advice;
  const name = page.name;
  return (
    <Section id="if-you-paid" title={t`If you paid money to ${name}`}>
      <p className="text-lg">
        <Trans>What helps most, in this order:</Trans>
      </p>
      <ol className="flex flex-col gap-4">
        {articles.map((article, index) => (
          <li key={article.slug} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-5">
            <h3 className="text-xl font-semibold">
              <span className="text-muted-foreground">{index + 1}. </span>
              {article.title}
            </h3>
            <p className="text-lg font-medium">{article.summary}</p>
            {article.body.map((paragraph) => (
              <p key={paragraph} className="text-base leading-relaxed">
                {paragraph}
              </p>
            ))}
          </li>
        ))}
      </ol>
      <p className="text-base">
        <Trans>
          More guidance is on the{' '}
          <Link to={paths.resources} className={linkClass}>
            resources page
          </Link>
          .
        </Trans>
      </p>
    </Section>
  );
}

function HelpFromUs({ page }: { page: PlatformPage }) {
  const { t } = useLingui();
  return (
    <Section id="help-from-us" title={t`Help from us`}>
      <p className="text-lg">{page.words.recoveryHelp}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link to={paths.reportIncident}>
            <Trans>Report what happened</Trans>
          </Link>
        </Button>
        {page.recoveryHelp ? (
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <Link to={`${paths.recovery}?${new URLSearchParams({ platform: page.name })}`}>
              <Trans>Apply for help</Trans>
            </Link>
          </Button>
        ) : null}
      </div>
      <p className="text-base">
        <Trans>
          Already reported it to us?{' '}
          <Link to={paths.home} className={linkClass}>
            Search by your e-mail
          </Link>{' '}
          to see your own case.
        </Trans>
      </p>
    </Section>
  );
}

function PlatformContent({ page }: { page: PlatformPage }) {
  usePageMeta({ title: page.words.title, description: page.words.description });
  useCanonicalLink(paths.platform(page.slug));
  return (
    <>
      <div className="flex flex-col gap-3">
        <p className="text-base font-medium uppercase tracking-wide text-muted-foreground">
          <Trans>Platform reported to us</Trans>
        </p>
        <h1 className="text-4xl font-bold tracking-tight text-primary [overflow-wrap:anywhere] sm:text-5xl">{page.name}</h1>
        {page.type ? <p className="text-xl text-muted-foreground">{page.type}</p> : null}
        {page.description ? <p className="max-w-3xl text-lg">{page.description}</p> : null}
      </div>
      <PlatformFacts page={page} />
      <IfYouPaid page={page} />
      <HelpFromUs page={page} />
      <LaterSections slug={page.slug} name={page.name} />
    </>
  );
}

/**
 * "Notify me" and the official places to report, loaded once the page is idle or they come near
 * the screen (hooks/use-wanted-soon). Until then the space they take is kept, so nothing moves
 * when they arrive. The server's copy of the page names the official places for a reader without
 * JavaScript.
 */
function LaterSections({ slug, name }: { slug: string; name: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const wanted = useWantedSoon(placeholder);
  const space = <div ref={placeholder} className="min-h-[40rem]" />;
  if (!wanted) return space;
  return (
    <QuietBoundary>
      <Suspense fallback={space}>
        <PlatformPageMore slug={slug} name={name} />
      </Suspense>
    </QuietBoundary>
  );
}

/** D28: an unknown address and a platform below the rule read alike; nothing says which. */
function NoPlatformPage() {
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-4xl font-bold tracking-tight text-primary">{NO_PAGE_HEADING}</h1>
      <p className="text-lg">
        <Trans>
          There is no page at <code className="rounded bg-muted px-1.5 py-0.5 [overflow-wrap:anywhere]">{pathname}</code>.
        </Trans>
      </p>
      <p className="text-lg">{NO_PAGE_TEXT}</p>
      <ul className="flex flex-col gap-2 text-lg">
        <li>
          <Link to={`${paths.resources}#check-a-website`} className={linkClass}>
            <Trans>Check a website before you pay</Trans>
          </Link>
        </li>
        <li>
          <Link to={`${paths.resources}#reported-platforms`} className={linkClass}>
            <Trans>Platforms with a page</Trans>
          </Link>
        </li>
        <li>
          <Link to={paths.reportIncident} className={linkClass}>
            <Trans>Report an incident</Trans>
          </Link>
        </li>
      </ul>
    </div>
  );
}

export default function PlatformPageScreen() {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  const { state, retry } = usePlatformPageOnce(slug);
  const notPublished = state.status === 'failed' && hasErrorCode(state.error, 'PLATFORM_PAGE_NOT_FOUND');
  useDocumentBranding(state.status === 'ready' ? state.page.words.title : notPublished ? NO_PAGE_HEADING : t`Platform`);

  return (
    <main id="main" className="mx-auto flex w-full max-w-4xl flex-col gap-12 px-4 py-10 sm:py-14">
      {state.status === 'pending' ? (
        <div role="status" aria-label={t`Loading the platform’s page`} className="flex flex-col gap-4">
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="h-48" />
        </div>
      ) : state.status === 'ready' ? (
        <PlatformContent page={state.page} />
      ) : notPublished ? (
        <NoPlatformPage />
      ) : (
        // Calm, as the site's other "did not load" screens (components/layout/route-error-boundary.tsx).
        <div className="flex flex-col items-start gap-4">
          <h1 className="text-3xl font-semibold">
            <Trans>The page could not be loaded</Trans>
          </h1>
          <p className="text-lg text-muted-foreground">
            <Trans>Please try again in a moment.</Trans>
          </p>
          <Button variant="outline" onClick={retry}>
            <RefreshCw aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
    </main>
  );
}
