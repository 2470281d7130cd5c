import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MoneyTrailInput,
  MoneyTrailSummary,
  PlatformOverview,
  StaffMoneyTrail,
  StaffMoneyTrailPage,
} from '@shared/money-trails/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function useMoneyTrails(queryString: string) {
  return useQuery({
    queryKey: staffKeys.list('money-trails', { queryString }),
    queryFn: () => apiRequest<StaffMoneyTrailPage>(`/api/admin/money-trails?${queryString}`),
    placeholderData: keepPreviousData,
  });
}

/** The tiles, for the same victim and incident filter as the list (the search and status narrow only the list). */
export function useMoneyTrailSummary(scope: { email?: string; incidentId?: string }) {
  const query = new URLSearchParams();
  if (scope.email) query.set('email', scope.email);
  if (scope.incidentId) query.set('incidentId', scope.incidentId);
  return useQuery({
    queryKey: staffKeys.list('money-trails', { summary: String(query) }),
    queryFn: () => apiRequest<MoneyTrailSummary>(`/api/admin/money-trails/summary?${query}`),
  });
}

export function usePlatformOverview(platformId: number) {
  return useQuery({
    queryKey: staffKeys.record('platforms', platformId),
    queryFn: () => apiRequest<PlatformOverview>(`/api/admin/platforms/${platformId}`),
  });
}

type SaveTrail = { id?: number; body: MoneyTrailInput };

/** Create (no id) or replace (id) a trail. Lists, tiles, the incident page and the history all show trails. */
export function useSaveMoneyTrail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveTrail) =>
      apiRequest<StaffMoneyTrail>(id === undefined ? '/api/admin/money-trails' : `/api/admin/money-trails/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        json: body,
      }),
    onSettled: () => refreshTrails(queryClient),
  });
}

export function useDeleteMoneyTrail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/admin/money-trails/${id}`, { method: 'DELETE' }),
    onSettled: () => refreshTrails(queryClient),
  });
}

function refreshTrails(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all(
    ['money-trails', 'incidents', 'platforms', 'audit'].map((domain) => queryClient.invalidateQueries({ queryKey: staffKeys.domain(domain) })),
  ).then(() => queryClient.invalidateQueries({ queryKey: staffKeys.stats }));
}
