import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** Marks everything fired so far as read for the signed-in staff member. */
export function markAlertsRead(): Promise<{ unread: number }> {
  return apiRequest<{ unread: number }>('/api/admin/alerts/events/read', { method: 'POST' });
}

/** Only the bell is asked again: the list on screen keeps its "New" markers until the person moves on. */
export function useMarkAlertsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAlertsRead,
    onSuccess: (result) => {
      queryClient.setQueryData(staffKeys.unreadAlerts, result);
      return queryClient.invalidateQueries({ queryKey: staffKeys.unreadAlerts, exact: true });
    },
  });
}
