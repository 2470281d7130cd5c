import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** Removes an unconfirmed report and its files for good (D18: a planted report never reaches anyone). */
export function discardIncident(id: number): Promise<{ discarded: true; id: number }> {
  return apiRequest(`/api/admin/incidents/${id}/discard`, { method: 'POST' });
}

export function useDiscardIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardIncident,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: staffKeys.record('incidents', id) });
      return queryClient.invalidateQueries({ queryKey: staffKeys.domain('incidents') });
    },
  });
}
