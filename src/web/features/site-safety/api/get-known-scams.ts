import { useQuery } from '@tanstack/react-query';
import type { KnownScam } from '@shared/site-safety/schema';
import { apiRequest } from '@/lib/api-client';

export const knownScamsQueryKey = ['known-scams'] as const;

export function getKnownScams(): Promise<KnownScam[]> {
  return apiRequest<KnownScam[]>('/api/known-scams');
}

export function useKnownScams() {
  return useQuery({ queryKey: knownScamsQueryKey, queryFn: getKnownScams });
}
