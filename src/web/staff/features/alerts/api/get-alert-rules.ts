import { useQuery } from '@tanstack/react-query';
import type { AlertRule } from '@shared/alerts/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function getAlertRules(): Promise<{ items: AlertRule[] }> {
  return apiRequest<{ items: AlertRule[] }>('/api/admin/alerts');
}

export function useAlertRules() {
  return useQuery({ queryKey: staffKeys.alertRules, queryFn: getAlertRules });
}
