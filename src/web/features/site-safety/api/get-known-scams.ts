import { useQuery } from '@tanstack/react-query';
import type { KnownScam } from '@shared/site-safety/schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getKnownScams(): Promise<KnownScam[]> {
  return apiRequest<KnownScam[]>('/api/known-scams');
}

export function useKnownScams() {
  return useQuery({ queryKey: queryKeys.knownScams, queryFn: getKnownScams });
}
