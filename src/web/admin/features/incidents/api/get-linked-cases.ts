import { useQuery } from '@tanstack/react-query';
import type { LinkedCase } from '@shared/money-trails/admin-schema';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/admin/lib/admin-query-keys';

/** Other cases sharing an account, wallet or transaction with this one. */
export function useLinkedCases(incidentId: number) {
  return useQuery({
    // Under money-trails: a trail saved anywhere refreshes the marks.
    queryKey: [...adminKeys.record('money-trails', incidentId), 'linked'],
    queryFn: () => apiRequest<LinkedCase[]>(`/api/admin/incidents/${incidentId}/linked`),
  });
}
