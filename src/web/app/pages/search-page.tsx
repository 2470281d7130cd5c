import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { formatWait } from '@shared/format/wait';
import { useSearchDirectory } from '@/features/search/api/search-directory';
import { useSendSearchLink } from '@/features/search/api/send-search-link';
import { SearchForm } from '@/features/search/components/search-form';
import type { ResultsView } from '@/features/search/components/search-results';
import { usePageMeta } from '@/features/search/use-page-meta';
import { toast } from '@/hooks/use-toast';
import { ApiError, hasErrorCode } from '@/lib/api-client';
import { useBranding } from '@/lib/branding/get-settings';
import { documentTitle, useDocumentBranding } from '@/lib/branding/use-document-branding';
import { lazyWithQueryClient } from '../providers';
import { lazyWithTexts } from '@/lib/i18n/lazy-with-texts';
import { textsReady } from '@/lib/i18n/texts';

// What shows only after a search (the results, the private-mode notice, the apply button) is not
// part of the first screen: it loads when the visitor starts on the search form (a focus, a touch),
// so a visit that never searches downloads none of it, and the parts are usually there before the
// first answer arrives.
const loadResults = () => import('@/features/search/components/search-results');
const loadPrivateNotice = () => import('@/features/search/components/private-search-notice');
const loadApplyByEmail = () => import('@/features/verification/components/apply-by-email');
const SearchResults = lazyWithTexts(() => loadResults().then((module) => ({ default: module.SearchResults })));
const PrivateSearchNotice = lazyWithTexts(() => loadPrivateNotice().then((module) => ({ default: module.PrivateSearchNotice })));
// These two use TanStack Query, which the first screen does without: it loads with them.
const ResultsByLink = lazyWithQueryClient(() =>
  import('@/features/search/components/results-by-link').then((module) => ({ default: module.ResultsByLink })),
);
const ApplyByEmail = lazyWithQueryClient(() => loadApplyByEmail().then((module) => ({ default: module.ApplyByEmail })));

function usePreloadAfterSearchParts(): () => void {
  const started = useRef(false);
  return useCallback(() => {
    if (started.current) return;
    started.current = true;
    void Promise.all([loadResults(), loadPrivateNotice(), loadApplyByEmail()]).catch(() => {});
  }, []);
}

const renderApplyByEmail = (email: string) => (
  <Suspense fallback={null}>
    <ApplyByEmail email={email} />
  </Suspense>
);

// The results' code may still be loading when the answer arrives: wait for their heading (a few
// seconds at most, so a failed chunk does not leave a loop behind).
const RESULTS_WAIT_MS = 5000;
function whenMounted(
  ref: RefObject<HTMLElement | null>,
  then: (element: HTMLElement) => void,
  deadline = performance.now() + RESULTS_WAIT_MS,
) {
  requestAnimationFrame(() => {
    if (ref.current) then(ref.current);
    else if (performance.now() < deadline) whenMounted(ref, then, deadline);
  });
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export default function SearchPage() {
  const { t } = useLingui();
  const { tagline, platformName, searchDisclosure } = useBranding();
  const pageTitle = t`Search Fraud Directory`;
  // The visitor spec's recovery-opportunities ending: the tab, og:title and twitter:title all read it.
  const siteTitle = t`${platformName} - Find Recovery Opportunities`;
  useDocumentBranding(pageTitle, siteTitle);
  usePageMeta({
    title: documentTitle(siteTitle, pageTitle),
    description: t`Search the directory of reported fraud incidents by your e-mail address, and see whether free recovery help is available.`,
  });
  const [params] = useSearchParams();
  const resultsToken = params.get('results');
  const search = useSearchDirectory();
  const searchLink = useSendSearchLink();
  const [searchedEmail, setSearchedEmail] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const preloadAfterSearchParts = usePreloadAfterSearchParts();

  // The results are already on screen when this runs: scroll to them, and move focus there so a
  // keyboard or screen-reader user lands on what just arrived.
  const revealResults = () =>
    whenMounted(headingRef, (heading) => {
      document.getElementById('search')?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      heading.focus({ preventScroll: true });
    });

  const showSearchFailure = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
      const wait = error.retryAfterSeconds ? formatWait(error.retryAfterSeconds) : null;
      toast({
        title: t`Too Many Searches`,
        description:
          error.serverMessage ??
          (wait ? t`You have searched too often. Please wait ${wait} and try again.` : t`You have searched too often.`),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: t`Search Failed`, description: t`Unable to search the database. Please try again.`, variant: 'destructive' });
  };

  const sendLink = (email: string) => {
    search.reset();
    searchLink.mutate(email, { onError: showSearchFailure });
  };

  const onSearch = (email: string) => {
    setSearchedEmail(email);
    if (searchDisclosure === 'private') {
      sendLink(email);
      return;
    }
    searchLink.reset();
    search.mutate(email, {
      onSuccess: (results) => {
        revealResults();
        // From the results' own chunk: imported here, its case rules would join the first load.
        // Its texts are in the search catalogue, asked for as the module runs: wait for them.
        void import('@/features/search/result-status').then(async ({ foundPlatformsText }) => {
          await textsReady().catch(() => undefined);
          toast({ title: t`Search Complete`, description: foundPlatformsText(results.length, 'your') });
        });
      },
      onError: (error) => {
        // The organisation switched to private mode since the settings were loaded.
        if (hasErrorCode(error, 'SEARCH_RESULTS_BY_EMAIL')) sendLink(email);
        else showSearchFailure(error);
      },
    });
  };

  let view: ResultsView | null = null;
  if (search.isPending) view = { state: 'loading' };
  else if (search.isSuccess) view = { state: 'done', results: search.data, email: searchedEmail };
  const linkToken = !view && search.isIdle && searchLink.isIdle ? resultsToken : null;

  return (
    <main id="main">
      <section className="bg-gradient-to-b from-secondary to-background">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 pb-12 pt-12 text-center sm:pt-16">
          <div className="flex flex-col gap-3">
            <h1 className="text-4xl font-bold tracking-tight text-primary sm:text-5xl">
              <Trans>Fraud Recovery Platform</Trans>
            </h1>
            <p className="text-xl text-muted-foreground">{tagline}</p>
          </div>
          <div className="contents" onFocus={preloadAfterSearchParts} onPointerDown={preloadAfterSearchParts}>
            <SearchForm
              onSearch={onSearch}
              busy={search.isPending || searchLink.isPending}
              note={
                searchDisclosure === 'private'
                  ? t`Your e-mail address is only used to match incident records. Any results are sent to that address, not shown here.`
                  : t`Your e-mail address is only used to match incident records.`
              }
            />
          </div>
          {searchLink.isSuccess && searchedEmail ? (
            <Suspense fallback={null}>
              <PrivateSearchNotice email={searchedEmail} devLink={searchLink.data.devLink} mailSent={searchLink.data.mailSent} />
            </Suspense>
          ) : null}
        </div>
      </section>
      {view ? (
        <Suspense fallback={null}>
          <SearchResults view={view} headingRef={headingRef} renderApplyByEmail={renderApplyByEmail} />
        </Suspense>
      ) : null}
      {linkToken ? (
        <Suspense fallback={null}>
          <ResultsByLink token={linkToken} headingRef={headingRef} renderApplyByEmail={renderApplyByEmail} />
        </Suspense>
      ) : null}
    </main>
  );
}
