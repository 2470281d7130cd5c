import type { SearchResult } from '@shared/search/schema';
import { apiRequest } from '@/lib/api-client';
import { useRequest } from './use-request';

export function searchDirectory(email: string): Promise<SearchResult[]> {
  return apiRequest<SearchResult[]>(`/api/search?email=${encodeURIComponent(email)}`);
}

/**
 * A search is something the visitor does, not data the page holds: each press really asks the
 * server again (DECISIONS D1: no cached or staged results). Nor is it polled, on the search page or
 * the dashboard: the directory limits searches per e-mail (D2), and a 30-second poll would use that
 * allowance up for nothing. Run by a small hook of its own, not TanStack Query, so the search page
 * (the first screen) loads no query library (issue 11).
 */
export function useSearchDirectory() {
  return useRequest(searchDirectory);
}
