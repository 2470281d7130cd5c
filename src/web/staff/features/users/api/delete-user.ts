import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function deleteUser({ id, confirmEmail }: { id: number; confirmEmail: string }): Promise<void> {
  return apiRequest<void>(`/api/admin/users/${id}`, { method: 'DELETE', json: { confirmEmail } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // Settled or refused, every users list and record is reloaded, so the screen shows what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.domain('users') }),
  });
}
