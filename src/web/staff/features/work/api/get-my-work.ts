import { useQuery } from '@tanstack/react-query';
import { backgroundRequestHeaders } from '@shared/auth/background-request';
import type { MyWork } from '@shared/work/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** How often My work asks again while it is open; paused while the tab is hidden. */
const MY_WORK_REFRESH_MS = 30_000;

export function getMyWork(): Promise<MyWork> {
  // Timed refreshes must not keep an idle session alive; the first load is the person's.
  return apiRequest<MyWork>('/api/admin/my-work?limit=10', { headers: backgroundRequestHeaders });
}

export function useMyWork() {
  return useQuery({ queryKey: staffKeys.myWork, queryFn: getMyWork, refetchInterval: MY_WORK_REFRESH_MS, refetchIntervalInBackground: false });
}
