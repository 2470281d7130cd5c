import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WatchConfirmationDetails, WatchConfirmed } from '@shared/watches/schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Whether the link in a confirmation mail still works, and which platform it is about. */
export function useWatchConfirmation(token: string | null) {
  return useQuery({
    queryKey: queryKeys.watchConfirmation(token),
    queryFn: token ? () => apiRequest<WatchConfirmationDetails>(`/api/watch-confirmations/${encodeURIComponent(token)}`) : skipToken,
  });
}

/** D18: confirms a request for news; the link works once. */
export function useConfirmWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest<WatchConfirmed>(`/api/watch-confirmations/${encodeURIComponent(token)}`, { method: 'POST' }),
    // The link is spent: coming back to it must not offer it again.
    onSuccess: (_result, token) => queryClient.setQueryData(queryKeys.watchConfirmation(token), { valid: false }),
  });
}
