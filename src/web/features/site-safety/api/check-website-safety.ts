import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckWebsiteSafetyRequest, WebsiteSafetyResult } from '@shared/site-safety/schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function checkWebsiteSafety(body: CheckWebsiteSafetyRequest): Promise<WebsiteSafetyResult> {
  return apiRequest<WebsiteSafetyResult>('/api/check-website-safety', { method: 'POST', json: body });
}

/**
 * A check is something the visitor does, so it is a mutation. A check that scores under 65 joins
 * the known-scam list on the server, so the list is asked for again after every check.
 */
export function useCheckWebsiteSafety() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkWebsiteSafety,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.knownScams }),
  });
}
