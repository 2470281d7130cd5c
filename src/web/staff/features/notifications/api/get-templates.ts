import { useQuery } from '@tanstack/react-query';
import type { NotificationTemplate } from '@shared/notifications/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function getTemplates(): Promise<{ items: NotificationTemplate[] }> {
  return apiRequest<{ items: NotificationTemplate[] }>('/api/admin/notification-templates');
}

export function useTemplates() {
  return useQuery({ queryKey: staffKeys.list('notification-templates', {}), queryFn: getTemplates });
}
