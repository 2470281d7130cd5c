import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffUser } from '@shared/users/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function setUserVerification({ id, isVerified }: { id: number; isVerified: boolean }): Promise<StaffUser> {
  return apiRequest<StaffUser>(`/api/admin/users/${id}`, { method: 'PUT', json: { isVerified } });
}

export function useSetUserVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserVerification,
    // Settled or refused, every users list and record is reloaded, so the screen shows what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.domain('users') }),
  });
}
