import type { z } from 'zod';
import type { searchLinkResponseSchema } from '@shared/search/schema';
import { apiRequest } from '@/lib/api-client';
import { useRequest } from './use-request';

export type SearchLinkResponse = z.infer<typeof searchLinkResponseSchema>;

/** Private disclosure mode (D2): the results go to the address itself, never to the screen. */
export function sendSearchLink(email: string): Promise<SearchLinkResponse> {
  return apiRequest<SearchLinkResponse>('/api/search/email-link', { json: { email } });
}

export function useSendSearchLink() {
  return useRequest(sendSearchLink);
}
