import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseMerge, DuplicateCandidate, MergeRequest } from '@shared/incidents/merge-schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains, staffKeys } from '@/staff/lib/staff-query-keys';

// Duplicates (issue 26): what the case page proposes, the merges it is part of, and the two changes.

export function getDuplicates(incidentId: number): Promise<{ items: DuplicateCandidate[] }> {
  return apiRequest(`/api/admin/incidents/${incidentId}/duplicates`);
}

export function getCaseMerges(incidentId: number): Promise<{ items: CaseMerge[] }> {
  return apiRequest(`/api/admin/incidents/${incidentId}/merges`);
}

export function useDuplicates(incidentId: number, enabled: boolean) {
  return useQuery({ queryKey: [...staffKeys.record('incidents', incidentId), 'duplicates'], queryFn: () => getDuplicates(incidentId), enabled });
}

export function useCaseMerges(incidentId: number) {
  return useQuery({ queryKey: [...staffKeys.record('incidents', incidentId), 'merges'], queryFn: () => getCaseMerges(incidentId) });
}

/** Both cases, every list and the audit change with a merge or its undoing. */
const refreshAfterMerge = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([invalidateDomains(queryClient, ['incidents', 'messages', 'documents', 'money-trails', 'work', 'audit']), queryClient.invalidateQueries({ queryKey: staffKeys.stats })]);

export function useMergeCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ keptId, body }: { keptId: number; body: MergeRequest }) => apiRequest<CaseMerge>(`/api/admin/incidents/${keptId}/merge`, { method: 'POST', json: body }),
    onSettled: () => refreshAfterMerge(queryClient),
  });
}

export function useUndoMerge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mergeId: number) => apiRequest<void>(`/api/admin/case-merges/${mergeId}/undo`, { method: 'POST' }),
    onSettled: () => refreshAfterMerge(queryClient),
  });
}
