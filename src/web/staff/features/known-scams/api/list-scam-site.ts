import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListScamSiteInput, ScamSiteDecisionResponse } from '@shared/site-safety/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

/** Puts a site on the public known-scam list. */
export function listScamSite(body: ListScamSiteInput): Promise<ScamSiteDecisionResponse> {
  return apiRequest<ScamSiteDecisionResponse>('/api/admin/known-scams', { method: 'POST', json: body });
}

export function useListScamSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: listScamSite,
    // This list, the audit log and the public list a staff member may have open.
    onSettled: () => Promise.all([invalidateDomains(queryClient, ['known-scams', 'audit']), queryClient.invalidateQueries({ queryKey: queryKeys.knownScams })]),
  });
}
