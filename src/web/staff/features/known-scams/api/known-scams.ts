import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListScamSiteInput, RemoveScamSiteInput, ScamSiteDecisionResponse, StaffKnownScams } from '@shared/site-safety/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { staffKeys } from '@/staff/lib/staff-query-keys';

const DOMAIN = 'known-scams';

export function useStaffKnownScams() {
  return useQuery({
    queryKey: staffKeys.list(DOMAIN, {}),
    queryFn: () => apiRequest<StaffKnownScams>('/api/admin/known-scams'),
  });
}

/** After a change: this list, the audit log and the public list a staff member may have open. */
function refresh(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKeys.domain(DOMAIN) }),
    queryClient.invalidateQueries({ queryKey: staffKeys.domain('audit') }),
    queryClient.invalidateQueries({ queryKey: queryKeys.knownScams }),
  ]);
}

export function useListScamSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ListScamSiteInput) => apiRequest<ScamSiteDecisionResponse>('/api/admin/known-scams', { method: 'POST', json: body }),
    onSettled: () => refresh(queryClient),
  });
}

export function useRemoveScamSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RemoveScamSiteInput) => apiRequest<ScamSiteDecisionResponse>('/api/admin/known-scams/remove', { method: 'POST', json: body }),
    onSettled: () => refresh(queryClient),
  });
}
