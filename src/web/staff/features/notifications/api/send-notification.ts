import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendNotificationInput } from '@shared/notifications/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** Starts a bulk send; the server answers with the operation that tracks it. */
export function sendNotification(input: SendNotificationInput): Promise<{ operationId: number }> {
  return apiRequest<{ operationId: number }>('/api/admin/send-notification', { method: 'POST', json: input });
}

export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.domain('notifications') }),
  });
}
