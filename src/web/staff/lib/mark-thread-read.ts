import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains, staffKeys } from '@/staff/lib/staff-query-keys';

export function markThreadRead(incidentId: number): Promise<{ marked: number }> {
  return apiRequest<{ marked: number }>(`/api/admin/incidents/${incidentId}/messages/read`, { method: 'POST' });
}

export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markThreadRead,
    // Everything that shows messages or counts them: the lists, the thread, the stat cards.
    onSuccess: (result) =>
      result.marked > 0
        ? Promise.all([invalidateDomains(queryClient, ['messages', 'audit']), queryClient.invalidateQueries({ queryKey: staffKeys.stats })])
        : undefined,
  });
}
