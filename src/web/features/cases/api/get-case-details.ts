import { skipToken, useQuery } from '@tanstack/react-query';
import type { CaseDetails } from '@shared/cases/schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A case is opened by its incident id, or (from older links) by the platform name and the amount lost. */
export type CaseLookup = { incidentId: number } | { platform: string; amount: string };

// The server answers /api/recovery-cases/:id (the spec's name for the incident pages) identically;
// every screen asks this one endpoint, so one case is cached once.
export function getCaseDetails(lookup: CaseLookup): Promise<CaseDetails> {
  if ('incidentId' in lookup) return apiRequest<CaseDetails>(`/api/recovery-details/${lookup.incidentId}`);
  const query = new URLSearchParams({ platform: lookup.platform, amount: lookup.amount });
  return apiRequest<CaseDetails>(`/api/recovery-details?${query}`);
}

const keyOf = (lookup: CaseLookup) =>
  'incidentId' in lookup ? queryKeys.caseDetails.byId(lookup.incidentId) : queryKeys.caseDetails.byPlatform(lookup.platform, lookup.amount);

/** Fresh details of one of the victim's cases (or any, for staff); another victim's case answers not found (D8). */
export function useCaseDetails(lookup: CaseLookup | null) {
  return useQuery({
    queryKey: lookup ? keyOf(lookup) : [...queryKeys.caseDetails.all, null],
    queryFn: lookup ? () => getCaseDetails(lookup) : skipToken,
    staleTime: 0,
  });
}
