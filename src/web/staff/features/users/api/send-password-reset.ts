import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** Staff never set a victim's password (D17): the victim is mailed a link to choose one. */
export function sendPasswordReset(id: number): Promise<{ ok: true; mailSent: boolean }> {
  return apiRequest<{ ok: true; mailSent: boolean }>(`/api/admin/users/${id}/send-password-reset`, { method: 'POST' });
}

export function useSendPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPasswordReset,
    // Settled or refused, every users list and record is reloaded, so the screen shows what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.domain('users') }),
  });
}
