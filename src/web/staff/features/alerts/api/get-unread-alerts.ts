import { useQuery } from '@tanstack/react-query';
import { backgroundRequestHeaders } from '@shared/auth/background-request';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** How often the bell asks again; TanStack Query pauses this while the tab is hidden. */
const UNREAD_REFRESH_MS = 60_000;

export function getUnreadAlerts(): Promise<{ unread: number }> {
  // A timed refresh, not the person: it must not keep an idle session alive.
  return apiRequest<{ unread: number }>('/api/admin/alerts/unread', { headers: backgroundRequestHeaders });
}

/** The bell's figure. Under the 'admin' key, so Refresh All asks again too. */
export function useUnreadAlerts() {
  return useQuery({
    queryKey: staffKeys.unreadAlerts,
    queryFn: getUnreadAlerts,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
