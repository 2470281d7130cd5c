import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BulkOperation,
  NotificationTemplate,
  RecipientCounts,
  SendNotificationInput,
  TemplateInput,
} from '@shared/notifications/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

const isActive = (operation: BulkOperation) => operation.status === 'pending' || operation.status === 'running';

export function useRecipientCounts() {
  return useQuery({
    queryKey: staffKeys.record('notifications', 'recipient-counts'),
    queryFn: () => apiRequest<RecipientCounts>('/api/admin/notifications/recipient-counts'),
  });
}

/** The recent bulk sends; while one is still going, asked again every second for its progress. */
export function useBulkOperations() {
  return useQuery({
    queryKey: staffKeys.list('notifications', { recent: true }),
    queryFn: () => apiRequest<{ items: BulkOperation[] }>('/api/admin/bulk-operations'),
    refetchInterval: (query) => (query.state.data?.items.some(isActive) ? 1000 : false),
  });
}

export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendNotificationInput) => apiRequest<{ operationId: number }>('/api/admin/send-notification', { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.domain('notifications') }),
  });
}

export function useCancelBulkOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<BulkOperation>(`/api/admin/bulk-operations/${id}/cancel`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.domain('notifications') }),
  });
}

export function useTemplates() {
  return useQuery({
    queryKey: staffKeys.list('notification-templates', {}),
    queryFn: () => apiRequest<{ items: NotificationTemplate[] }>('/api/admin/notification-templates'),
  });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: TemplateInput }) =>
      apiRequest<NotificationTemplate>(id === undefined ? '/api/admin/notification-templates' : `/api/admin/notification-templates/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        json: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.domain('notification-templates') }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/admin/notification-templates/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.domain('notification-templates') }),
  });
}
