import { useQuery } from '@tanstack/react-query';
import type { RecentActivityItem } from '@shared/audit/schema';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/admin/lib/admin-query-keys';

export function getRecentActivity(): Promise<RecentActivityItem[]> {
  return apiRequest<RecentActivityItem[]>('/api/admin/recent-activity');
}

export function useRecentActivity() {
  return useQuery({ queryKey: [...adminKeys.domain('overview'), 'recent-activity'] as const, queryFn: getRecentActivity });
}
