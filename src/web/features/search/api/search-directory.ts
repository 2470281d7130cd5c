import { useMutation } from '@tanstack/react-query';
import type { SearchResult } from '@shared/search/schema';
import { apiRequest } from '@/lib/api-client';

export function searchDirectory(email: string): Promise<SearchResult[]> {
  return apiRequest<SearchResult[]>(`/api/search?email=${encodeURIComponent(email)}`);
}

/**
 * A search is something the visitor does, not data the page holds: a mutation, so searching the
 * same address again really asks the server again (DECISIONS D1: no cached or staged results).
 */
export function useSearchDirectory() {
  return useMutation({ mutationFn: searchDirectory });
}
