import { useQuery } from '@tanstack/react-query';
import type { PlatformIndex } from '@shared/site-safety/platform-page';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// A platform's own page is read by fetch-platform-page.ts, without the query library.

type IndexQuery = { limit: number; domains?: string[] };

export function getPlatformIndex(query: IndexQuery): Promise<PlatformIndex> {
  const params = new URLSearchParams({ limit: String(query.limit) });
  if (query.domains) params.set('domains', query.domains.join(','));
  return apiRequest<PlatformIndex>(`/api/platforms?${params}`);
}

/** The platforms with a public page, the most recently reported first; `domains` keeps those whose website is one of them. */
export function usePlatformIndex(query: IndexQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.platformIndex(query), queryFn: () => getPlatformIndex(query), enabled: options.enabled ?? true });
}

/** How many the resources page lists: the most recently reported. */
export const RECENT_PLATFORMS_SHOWN = 24;

export function useRecentlyReportedPlatforms() {
  return usePlatformIndex({ limit: RECENT_PLATFORMS_SHOWN });
}
