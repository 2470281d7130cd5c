import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditUserInput, StaffUser } from '@shared/users/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function editUser({ id, body }: { id: number; body: EditUserInput }): Promise<StaffUser> {
  return apiRequest<StaffUser>(`/api/admin/users/${id}/edit`, { method: 'POST', json: body });
}

export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUser,
    // Settled or refused, every users list and record is reloaded, so the screen shows what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.domain('users') }),
  });
}
