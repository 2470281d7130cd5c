import { useQuery } from '@tanstack/react-query';
import type { SystemHealth } from '@shared/overview/schema';
import { backgroundRequestHeaders } from '@shared/auth/background-request';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** How often the panels ask again; TanStack Query pauses this while the tab is hidden. */
export const HEALTH_REFRESH_MS = 30_000;

export function getSystemHealth(): Promise<SystemHealth> {
  // Refreshed on a timer: not the person's use, so it must not keep an idle session alive.
  return apiRequest<SystemHealth>('/api/admin/system-health', { headers: backgroundRequestHeaders });
}

export function useSystemHealth() {
  return useQuery({
    queryKey: staffKeys.systemHealth,
    queryFn: getSystemHealth,
    refetchInterval: HEALTH_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
