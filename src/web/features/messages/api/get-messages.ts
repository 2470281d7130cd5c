import { useQuery } from '@tanstack/react-query';
import type { MessageView } from '@shared/messages/schema';
import { apiRequest } from '@/lib/api-client';

export const messagesQueryKey = (recoveryId: number) => ['messages', recoveryId] as const;

export function getMessages(recoveryId: number): Promise<MessageView[]> {
  return apiRequest<MessageView[]>(`/api/messages?recoveryId=${recoveryId}`);
}

/** Oldest first, as the server sends them; replies from staff show up on the next refresh. */
export function useMessages(recoveryId: number) {
  return useQuery({ queryKey: messagesQueryKey(recoveryId), queryFn: () => getMessages(recoveryId), refetchInterval: 30_000 });
}
