import { useQuery } from '@tanstack/react-query';
import { backgroundRequestHeaders } from '@shared/auth/background-request';
import type { MyWorkCounts } from '@shared/work/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** How often the sidebar's counts ask again; paused while the tab is hidden. */
const COUNTS_REFRESH_MS = 30_000;

export function getMyWorkCounts(): Promise<MyWorkCounts> {
  return apiRequest<MyWorkCounts>('/api/admin/my-work/counts', { headers: backgroundRequestHeaders });
}

/** The sidebar's counts of My work, kept current without a reload. */
export function useMyWorkCounts() {
  return useQuery({ queryKey: staffKeys.myWorkCounts, queryFn: getMyWorkCounts, refetchInterval: COUNTS_REFRESH_MS, refetchIntervalInBackground: false });
}
