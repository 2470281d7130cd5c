import { useQuery } from '@tanstack/react-query';
import type { PlatformIndexEntry, PlatformPage } from '@shared/site-safety/platform-page';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getPlatformPage(slug: string): Promise<PlatformPage> {
  return apiRequest<PlatformPage>(`/api/platforms/${encodeURIComponent(slug)}`);
}

/** A platform's public page (D28); PLATFORM_PAGE_NOT_FOUND when none is published at that address. */
export function usePlatformPage(slug: string) {
  return useQuery({ queryKey: queryKeys.platformPage(slug), queryFn: () => getPlatformPage(slug) });
}

export function getPlatformIndex(): Promise<PlatformIndexEntry[]> {
  return apiRequest<PlatformIndexEntry[]>('/api/platforms');
}

/** Every platform with a public page, by name. */
export function usePlatformIndex() {
  return useQuery({ queryKey: queryKeys.platformIndex, queryFn: getPlatformIndex });
}
