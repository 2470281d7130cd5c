import type { ConversationPage } from '@shared/messages/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { useListPage } from '@/staff/lib/use-list-page';

/** One page of conversations (one per case), the longest wait first unless sorted otherwise. */
export function getConversations(queryString: string): Promise<ConversationPage> {
  return apiRequest<ConversationPage>(`/api/admin/conversations?${queryString}`);
}

export function useConversations(queryString: string) {
  return useListPage(staffKeys.list('messages', { conversations: queryString }), () => getConversations(queryString));
}
