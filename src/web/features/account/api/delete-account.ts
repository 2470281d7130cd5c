import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deleteAccountSchema } from '@shared/account/schema';
import { apiRequest } from '@/lib/api-client';

export type DeleteAccountRequest = z.output<typeof deleteAccountSchema>;

export function deleteAccount(input: DeleteAccountRequest): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/api/me/delete', { json: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
