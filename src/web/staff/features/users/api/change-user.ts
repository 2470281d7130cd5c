import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput, CreateUserResponse, EditUserInput, StaffUser } from '@shared/users/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

// Each staff change to a user, as the spec's calls (section 7). After any of them, settled or
// refused, every users list and record is reloaded, so the screen shows what the server holds.

export const createUser = (body: CreateUserInput) =>
  apiRequest<CreateUserResponse>('/api/admin/users', { method: 'POST', json: { ...body, isVerified: true } });

export const setUserVerification = ({ id, isVerified }: { id: number; isVerified: boolean }) =>
  apiRequest<StaffUser>(`/api/admin/users/${id}`, { method: 'PUT', json: { isVerified } });

export const editUser = ({ id, body }: { id: number; body: EditUserInput }) =>
  apiRequest<StaffUser>(`/api/admin/users/${id}/edit`, { method: 'POST', json: body });

/** Staff never set a victim's password (D17): the victim is mailed a link to choose one. */
export const sendPasswordReset = (id: number) =>
  apiRequest<{ ok: true; mailSent: boolean }>(`/api/admin/users/${id}/send-password-reset`, { method: 'POST' });

export const deleteUser = ({ id, confirmEmail }: { id: number; confirmEmail: string }) =>
  apiRequest<void>(`/api/admin/users/${id}`, { method: 'DELETE', json: { confirmEmail } });

function useUsersMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.domain('users') }),
  });
}

export const useCreateUser = () => useUsersMutation(createUser);
export const useSetUserVerification = () => useUsersMutation(setUserVerification);
export const useEditUser = () => useUsersMutation(editUser);
export const useSendPasswordReset = () => useUsersMutation(sendPasswordReset);
export const useDeleteUser = () => useUsersMutation(deleteUser);
