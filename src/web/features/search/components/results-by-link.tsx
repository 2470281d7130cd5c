import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useSearchResultsByLink } from '../api/get-search-results-by-link';
import type { RenderApplyByEmail } from './result-card';
import { SearchResults, type ResultsView } from './search-results';

/**
 * The results opened from the e-mailed link (private disclosure mode, D2). Its own component so the
 * search page loads it, and the query code it needs, only when such a link is opened.
 */
export function ResultsByLink({
  token,
  headingRef,
  renderApplyByEmail,
}: {
  token: string;
  headingRef?: Ref<HTMLHeadingElement>;
  renderApplyByEmail: RenderApplyByEmail;
}) {
  const { t } = useLingui();
  const byLink = useSearchResultsByLink(token);
  let view: ResultsView;
  if (byLink.isPending) view = { state: 'loading' };
  else if (byLink.isError)
    view = {
      state: 'failed',
      title: t`This link cannot be opened`,
      message: errorMessage(byLink.error, t`This results link is invalid or has expired. Please search again.`),
    };
  else view = { state: 'done', results: byLink.data, email: null };
  return <SearchResults view={view} headingRef={headingRef} renderApplyByEmail={renderApplyByEmail} />;
}
