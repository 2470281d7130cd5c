import { useQuery } from '@tanstack/react-query';
import type { MoneyTrailSummary } from '@shared/money-trails/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function getMoneyTrailSummary(queryString: string): Promise<MoneyTrailSummary> {
  return apiRequest<MoneyTrailSummary>(`/api/admin/money-trails/summary?${queryString}`);
}

/** The tiles, for the same victim and incident filter as the list (the search and status narrow only the list). */
export function useMoneyTrailSummary(scope: { email?: string; incidentId?: string }) {
  const query = new URLSearchParams();
  if (scope.email) query.set('email', scope.email);
  if (scope.incidentId) query.set('incidentId', scope.incidentId);
  const queryString = String(query);
  return useQuery({
    queryKey: staffKeys.list('money-trails', { summary: queryString }),
    queryFn: () => getMoneyTrailSummary(queryString),
  });
}
