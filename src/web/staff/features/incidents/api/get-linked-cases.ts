import { useQuery } from '@tanstack/react-query';
import type { LinkedCase } from '@shared/money-trails/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** Other cases sharing an account, wallet or transaction with this one. */
export function getLinkedCases(incidentId: number): Promise<LinkedCase[]> {
  return apiRequest<LinkedCase[]>(`/api/admin/incidents/${incidentId}/linked`);
}

export function useLinkedCases(incidentId: number) {
  return useQuery({ queryKey: staffKeys.linkedCases(incidentId), queryFn: () => getLinkedCases(incidentId) });
}
