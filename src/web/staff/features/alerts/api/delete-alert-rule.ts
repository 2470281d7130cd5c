import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

export function deleteAlertRule(id: number): Promise<void> {
  return apiRequest<void>(`/api/admin/alerts/${id}`, { method: 'DELETE' });
}

/** Refreshes the rules, what they found, and the audit log that records the removal. */
export function useDeleteAlertRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlertRule,
    onSuccess: () => invalidateDomains(queryClient, ['alerts', 'audit']),
  });
}
