import { useQuery } from '@tanstack/react-query';
import type { RecentActivityItem } from '@shared/audit/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function getRecentActivity(): Promise<RecentActivityItem[]> {
  return apiRequest<RecentActivityItem[]>('/api/admin/recent-activity');
}

export function useRecentActivity() {
  return useQuery({ queryKey: staffKeys.recentActivity, queryFn: getRecentActivity });
}
