import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyWatch, PlatformWatchResponse } from '@shared/watches/schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Asks for news about a platform with a public page: a signed-in victim (no address given) follows
 * it at once; an address gets a link to confirm first (D18).
 */
export function useAskAboutPlatform(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string | undefined) =>
      apiRequest<PlatformWatchResponse>(`/api/platforms/${encodeURIComponent(slug)}/watch`, { method: 'POST', json: email === undefined ? {} : { email } }),
    onSuccess: (answer) => {
      if (answer.status === 'watching') void queryClient.invalidateQueries({ queryKey: queryKeys.myWatches });
    },
  });
}

/** Everything the signed-in victim follows; only asked while someone is signed in. */
export function useMyWatches(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.myWatches,
    queryFn: () => apiRequest<{ watches: MyWatch[] }>('/api/watches'),
    enabled,
  });
}
