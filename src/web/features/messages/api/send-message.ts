import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageView, sendMessageSchema } from '@shared/messages/schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SendMessageRequest = z.output<typeof sendMessageSchema>;

export function sendMessage(input: SendMessageRequest): Promise<{ messages: MessageView[] }> {
  return apiRequest<{ messages: MessageView[] }>('/api/messages', { json: input });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: queryKeys.messages(input.recoveryId) }),
  });
}
