import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** Marks everything fired so far as read for the signed-in staff member. */
export function markAlertsRead(): Promise<{ unread: number }> {
  return apiRequest<{ unread: number }>('/api/admin/alerts/events/read', { method: 'POST' });
}

/**
 * Alerts and the bell share one read mark: only the bell is asked again, and the list on screen
 * keeps its "New" markers until the person moves on.
 */
export function useMarkAlertsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAlertsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.bellUnread, exact: true }),
  });
}
