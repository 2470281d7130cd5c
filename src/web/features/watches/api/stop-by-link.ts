import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WatchStopList } from '@shared/watches/schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const base = (token: string) => `/api/watch-stops/${encodeURIComponent(token)}`;

/** What the stop link's watcher follows, in words (an account by its kind and last four characters). */
export function useWatchesByStopLink(token: string) {
  return useQuery({ queryKey: queryKeys.watchStops(token), queryFn: () => apiRequest<WatchStopList>(`${base(token)}/watches`) });
}

/** Stops one of them, or all (`watchId` null); no sign-in, the signed link is enough. */
export function useStopByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watchId: number | null) => apiRequest<{ ok: true }>(watchId === null ? base(token) : `${base(token)}/watches/${watchId}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.watchStops(token) }),
  });
}
