import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Stops bulk e-mail to the account the signed link names; mail about their own case still comes. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => apiRequest<{ ok: true }>(`/api/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST' }),
  });
}
