import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminIncidentRow } from '@shared/incidents/admin-schema';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/admin/lib/admin-query-keys';

/** Staff confirm an unconfirmed report (D18): from now on it reaches the victim's dashboard and search. */
export function confirmIncident(id: number): Promise<AdminIncidentRow> {
  return apiRequest<AdminIncidentRow>(`/api/admin/incidents/${id}/confirm`, { method: 'POST' });
}

export function useConfirmIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmIncident,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.domain('incidents') }),
  });
}
