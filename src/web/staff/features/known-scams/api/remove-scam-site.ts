import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveScamSiteInput, ScamSiteDecisionResponse } from '@shared/site-safety/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

/** Takes a site off the public known-scam list, with the reason. */
export function removeScamSite(body: RemoveScamSiteInput): Promise<ScamSiteDecisionResponse> {
  return apiRequest<ScamSiteDecisionResponse>('/api/admin/known-scams/remove', { method: 'POST', json: body });
}

export function useRemoveScamSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeScamSite,
    // This list, the audit log and the public list a staff member may have open.
    onSettled: () => Promise.all([invalidateDomains(queryClient, ['known-scams', 'audit']), queryClient.invalidateQueries({ queryKey: queryKeys.knownScams })]),
  });
}
