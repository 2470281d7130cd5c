import { useQuery } from '@tanstack/react-query';
import type { LinkedCase } from '@shared/money-trails/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** Other cases sharing an account, wallet or transaction with this one. */
export function useLinkedCases(incidentId: number) {
  return useQuery({
    // Under money-trails: a trail saved anywhere refreshes the marks.
    queryKey: [...staffKeys.record('money-trails', incidentId), 'linked'],
    queryFn: () => apiRequest<LinkedCase[]>(`/api/admin/incidents/${incidentId}/linked`),
  });
}
