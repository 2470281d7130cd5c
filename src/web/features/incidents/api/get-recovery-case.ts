import { useQuery } from '@tanstack/react-query';
import type { CaseDetails } from '@shared/cases/schema';
import { apiRequest } from '@/lib/api-client';

export const recoveryCaseQueryKey = (incidentId: number) => ['recovery-case', incidentId] as const;

export function getRecoveryCase(incidentId: number): Promise<CaseDetails> {
  return apiRequest<CaseDetails>(`/api/recovery-cases/${incidentId}`);
}

/** Fresh details of one of the victim's incidents; another victim's case answers 404. */
export function useRecoveryCase(incidentId: number | null) {
  return useQuery({
    queryKey: recoveryCaseQueryKey(incidentId ?? 0),
    queryFn: () => getRecoveryCase(incidentId ?? 0),
    enabled: incidentId !== null && incidentId > 0,
    staleTime: 0,
  });
}
