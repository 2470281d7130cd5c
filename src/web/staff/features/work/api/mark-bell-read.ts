import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** Marks everything in the bell so far as read, for the signed-in staff member. */
export function markBellRead(): Promise<{ unread: number }> {
  return apiRequest<{ unread: number }>('/api/admin/bell/read', { method: 'POST' });
}

/** Only the badges are asked again: the list on screen keeps its "New" markers until the person moves on. */
export function useMarkBellRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBellRead,
    onSuccess: (result) => {
      queryClient.setQueryData(staffKeys.bellUnread, result);
      return queryClient.invalidateQueries({ queryKey: staffKeys.bellUnread, exact: true });
    },
  });
}
