import { useQuery } from '@tanstack/react-query';
import { backgroundRequestHeaders } from '@shared/auth/background-request';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** How often the bell asks again; paused while the tab is hidden. */
const UNREAD_REFRESH_MS = 30_000;

export function getBellUnread(): Promise<{ unread: number }> {
  // A timed refresh, not the person: it must not keep an idle session alive.
  return apiRequest<{ unread: number }>('/api/admin/bell/unread', { headers: backgroundRequestHeaders });
}

/** The bell's figure: what is new since the staff member last opened it (stops at 100). */
export function useBellUnread() {
  return useQuery({ queryKey: staffKeys.bellUnread, queryFn: getBellUnread, refetchInterval: UNREAD_REFRESH_MS, refetchIntervalInBackground: false });
}
