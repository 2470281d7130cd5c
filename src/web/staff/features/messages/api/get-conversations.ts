import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConversationPage } from '@shared/messages/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** One page of conversations (one per case), the longest wait first unless sorted otherwise. */
export function getConversations(queryString: string): Promise<ConversationPage> {
  return apiRequest<ConversationPage>(`/api/admin/conversations?${queryString}`);
}

export function useConversations(queryString: string) {
  return useQuery({
    queryKey: staffKeys.list('messages', { conversations: queryString }),
    queryFn: () => getConversations(queryString),
    placeholderData: keepPreviousData,
  });
}
