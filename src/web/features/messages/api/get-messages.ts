import { useQuery } from '@tanstack/react-query';
import type { MessageView } from '@shared/messages/schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getMessages(recoveryId: number): Promise<MessageView[]> {
  return apiRequest<MessageView[]>(`/api/messages?recoveryId=${recoveryId}`);
}

/** Oldest first, as the server sends them; replies from staff show up on the next refresh. */
export function useMessages(recoveryId: number) {
  return useQuery({ queryKey: queryKeys.messages(recoveryId), queryFn: () => getMessages(recoveryId), refetchInterval: 30_000 });
}
