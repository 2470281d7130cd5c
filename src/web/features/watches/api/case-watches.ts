import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseWatches } from '@shared/watches/schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What the victim's own case names that others may report, and which of it they follow. */
export function useCaseWatches(incidentId: number) {
  return useQuery({
    queryKey: queryKeys.caseWatches(incidentId),
    queryFn: () => apiRequest<CaseWatches>(`/api/recovery-cases/${incidentId}/watches`),
  });
}

/** Follows the chosen things (their keys); the answer is the case's list as it now stands. */
export function useStartCaseWatches(incidentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: string[]) => apiRequest<CaseWatches>(`/api/recovery-cases/${incidentId}/watches`, { method: 'POST', json: { keys } }),
    onSuccess: (watches) => {
      queryClient.setQueryData(queryKeys.caseWatches(incidentId), watches);
      void queryClient.invalidateQueries({ queryKey: queryKeys.myWatches });
    },
  });
}

/** Stops one watch of the victim's own; every list that shows it is read again. */
export function useStopWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watchId: number) => apiRequest<{ ok: true }>(`/api/watches/${watchId}`, { method: 'DELETE' }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.caseWatchesAll }), queryClient.invalidateQueries({ queryKey: queryKeys.myWatches })]),
  });
}
