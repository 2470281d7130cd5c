import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput, CreateUserResponse } from '@shared/users/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** The spec creates a user as verified (section 7). */
export function createUser(body: CreateUserInput): Promise<CreateUserResponse> {
  return apiRequest<CreateUserResponse>('/api/admin/users', { method: 'POST', json: { ...body, isVerified: true } });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    // Settled or refused, every users list and record is reloaded, so the screen shows what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.domain('users') }),
  });
}
