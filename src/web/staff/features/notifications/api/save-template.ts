import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationTemplate, TemplateInput } from '@shared/notifications/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

type SaveTemplate = { id?: number; input: TemplateInput };

/** Create (no id) or replace (id) a notification template. */
export function saveTemplate({ id, input }: SaveTemplate): Promise<NotificationTemplate> {
  return apiRequest<NotificationTemplate>(id === undefined ? '/api/admin/notification-templates' : `/api/admin/notification-templates/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    json: input,
  });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.domain('notification-templates') }),
  });
}
