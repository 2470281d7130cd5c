import { useQuery } from '@tanstack/react-query';
import type { StaffThread } from '@shared/messages/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** A case's whole thread, notes included. */
export function getCaseThread(incidentId: number): Promise<StaffThread> {
  return apiRequest<StaffThread>(`/api/admin/incidents/${incidentId}/messages`);
}

/** Nothing is asked while no case is open. */
export function useCaseThread(incidentId: number | null) {
  return useQuery({
    queryKey: staffKeys.record('messages', incidentId ?? 0),
    queryFn: () => getCaseThread(incidentId!),
    enabled: incidentId !== null,
  });
}
