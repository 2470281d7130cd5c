import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatWait } from '@shared/format/wait';
import { useSearchResultsByLink } from '@/features/search/api/get-search-results-by-link';
import { useSearchDirectory } from '@/features/search/api/search-directory';
import { useSendSearchLink } from '@/features/search/api/send-search-link';
import { PrivateSearchNotice } from '@/features/search/components/private-search-notice';
import { SearchForm } from '@/features/search/components/search-form';
import { SearchResults, type ResultsView } from '@/features/search/components/search-results';
import { foundPlatformsText } from '@/features/search/result-status';
import { usePageMeta } from '@/features/search/use-page-meta';
import { ApplyByEmail } from '@/features/verification/components/apply-by-email';
import { toast } from '@/hooks/use-toast';
import { ApiError, errorMessage, hasErrorCode } from '@/lib/api-client';
import { useBranding } from '@/lib/branding/get-settings';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';

const PAGE_TITLE = 'Search Fraud Directory';
const PAGE_DESCRIPTION =
  'Search the directory of reported fraud incidents by your e-mail address, and see whether free recovery help is available.';

function showSearchFailure(error: unknown) {
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
    const wait = error.retryAfterSeconds ? ` Please wait ${formatWait(error.retryAfterSeconds)} and try again.` : '';
    toast({
      title: 'Too Many Searches',
      description: error.serverMessage ?? `You have searched too often.${wait}`,
      variant: 'destructive',
    });
    return;
  }
  toast({ title: 'Search Failed', description: 'Unable to search the database. Please try again.', variant: 'destructive' });
}

const renderApplyByEmail = (email: string) => <ApplyByEmail email={email} />;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export default function SearchPage() {
  useDocumentBranding(PAGE_TITLE);
  const { tagline, platformName, searchDisclosure } = useBranding();
  usePageMeta({ title: `${PAGE_TITLE} | ${platformName}`, description: PAGE_DESCRIPTION });
  const [params] = useSearchParams();
  const resultsToken = params.get('results');
  const search = useSearchDirectory();
  const searchLink = useSendSearchLink();
  const byLink = useSearchResultsByLink(resultsToken);
  const [searchedEmail, setSearchedEmail] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The results are already on screen when this runs: scroll to them, and move focus there so a
  // keyboard or screen-reader user lands on what just arrived.
  const revealResults = () =>
    requestAnimationFrame(() => {
      document.getElementById('search')?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      headingRef.current?.focus({ preventScroll: true });
    });

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
        toast({ title: 'Search Complete', description: foundPlatformsText(results.length, 'your') });
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
  else if (resultsToken && search.isIdle && searchLink.isIdle) {
    if (byLink.isPending) view = { state: 'loading' };
    else if (byLink.isError)
      view = {
        state: 'failed',
        title: 'This link cannot be opened',
        message: errorMessage(byLink.error, 'This results link is invalid or has expired. Please search again.'),
      };
    else view = { state: 'done', results: byLink.data, email: null };
  }

  return (
    <main id="main">
      <section className="bg-gradient-to-b from-secondary to-background">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 pb-12 pt-12 text-center sm:pt-16">
          <div className="flex flex-col gap-3">
            <h1 className="text-4xl font-bold tracking-tight text-primary sm:text-5xl">Fraud Recovery Platform</h1>
            <p className="text-xl text-muted-foreground">{tagline}</p>
          </div>
          <SearchForm
            onSearch={onSearch}
            busy={search.isPending || searchLink.isPending}
            note={
              searchDisclosure === 'private'
                ? 'Your e-mail address is only used to match incident records. Any results are sent to that address, not shown here.'
                : 'Your e-mail address is only used to match incident records.'
            }
          />
          {searchLink.isSuccess && searchedEmail ? (
            <PrivateSearchNotice email={searchedEmail} devLink={searchLink.data.devLink} />
          ) : null}
        </div>
      </section>
      {view ? <SearchResults view={view} headingRef={headingRef} renderApplyByEmail={renderApplyByEmail} /> : null}
    </main>
  );
}
