import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffIncidentRow } from '@shared/incidents/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** Staff confirm an unconfirmed report (D18): from now on it reaches the victim's dashboard and search. */
export function confirmIncident(id: number): Promise<StaffIncidentRow> {
  return apiRequest<StaffIncidentRow>(`/api/admin/incidents/${id}/confirm`, { method: 'POST' });
}

export function useConfirmIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmIncident,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.domain('incidents') }),
  });
}
