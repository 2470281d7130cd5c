import { useMutation } from '@tanstack/react-query';
import type { SearchResult } from '@shared/search/schema';
import { apiRequest } from '@/lib/api-client';

export function quickSearch(email: string): Promise<SearchResult[]> {
  return apiRequest<SearchResult[]>(`/api/search?email=${encodeURIComponent(email)}`);
}

/**
 * A search is something the victim does, so it is not polled: the directory limits searches per
 * e-mail (D2), and a 30-second poll would use that allowance up for nothing.
 */
export function useQuickSearch() {
  return useMutation({ mutationFn: quickSearch });
}
