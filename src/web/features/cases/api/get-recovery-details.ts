import { useQuery } from '@tanstack/react-query';
import type { CaseDetails } from '@shared/cases/schema';
import { apiRequest } from '@/lib/api-client';

/** The case page is opened by id, or (from older links) by the platform name and the amount lost. */
export type CaseLookup = { id: number } | { platform: string; amount: string };

export const recoveryDetailsQueryKey = (lookup: CaseLookup) => ['recovery-details', lookup] as const;

export function getRecoveryDetails(lookup: CaseLookup): Promise<CaseDetails> {
  if ('id' in lookup) return apiRequest<CaseDetails>(`/api/recovery-details/${lookup.id}`);
  const query = new URLSearchParams({ platform: lookup.platform, amount: lookup.amount });
  return apiRequest<CaseDetails>(`/api/recovery-details?${query}`);
}

export function useRecoveryDetails(lookup: CaseLookup | null) {
  return useQuery({
    queryKey: recoveryDetailsQueryKey(lookup ?? { id: 0 }),
    queryFn: () => getRecoveryDetails(lookup ?? { id: 0 }),
    enabled: lookup !== null,
    staleTime: 0,
  });
}
