import { useQuery } from '@tanstack/react-query';
import type { SearchResult } from '@shared/search/schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getSearchResultsByLink(token: string): Promise<SearchResult[]> {
  return apiRequest<SearchResult[]>(`/api/search/results?token=${encodeURIComponent(token)}`);
}

/** The results opened from the e-mailed link (private disclosure mode, D2). */
export function useSearchResultsByLink(token: string | null) {
  return useQuery({
    queryKey: queryKeys.searchResultsByLink(token),
    queryFn: () => getSearchResultsByLink(token ?? ''),
    enabled: Boolean(token),
  });
}
