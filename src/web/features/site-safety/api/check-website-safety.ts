import { useMutation } from '@tanstack/react-query';
import type { CheckWebsiteSafetyRequest, WebsiteSafetyResult } from '@shared/site-safety/schema';
import { apiRequest } from '@/lib/api-client';

export function checkWebsiteSafety(body: CheckWebsiteSafetyRequest): Promise<WebsiteSafetyResult> {
  return apiRequest<WebsiteSafetyResult>('/api/check-website-safety', { method: 'POST', json: body });
}

/**
 * A check is something the visitor does, so it is a mutation. It changes nothing on the known-scam
 * list (D18: only confirmed reports and staff put a site there), so the list is not asked for again.
 */
export function useCheckWebsiteSafety() {
  return useMutation({ mutationFn: checkWebsiteSafety });
}
