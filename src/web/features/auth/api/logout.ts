import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { forgetSession } from '@/lib/session/forget-session';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ ok: true }>('/api/auth/logout', { method: 'POST' }),
    // Signed out locally whatever the server said: a stale session must not keep the screen open.
    onSettled: () => forgetSession(queryClient),
  });
}
