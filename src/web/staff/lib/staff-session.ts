import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { StaffSession } from '@shared/auth/schema';
import { readStaffToken, storeStaffToken } from '@/lib/staff-token';
import { apiRequest } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { staffKeys } from './staff-query-keys';

/** The signed-in staff member (name and role), for the header and for admin-only items. */
export function getStaffSession(): Promise<StaffSession> {
  return apiRequest<StaffSession>('/api/admin/session');
}

/** Without a token there is nobody to ask about, so the guard passes `enabled: false`. */
export function useStaffSession(enabled = true) {
  return useQuery({
    queryKey: staffKeys.session,
    queryFn: getStaffSession,
    staleTime: 5 * 60_000,
    enabled,
  });
}

/**
 * Ends the staff session on the server, then forgets the token and every staff query, so nothing
 * of the last session shows to whoever uses the screen next.
 */
export async function signOutStaff({
  queryClient,
  navigate,
  everywhere = false,
}: {
  queryClient: QueryClient;
  navigate: (to: string) => void;
  /** End every session of the account (a lost laptop), not only this one's. */
  everywhere?: boolean;
}) {
  if (readStaffToken()) {
    try {
      await apiRequest(everywhere ? '/api/admin/sign-out-everywhere' : '/api/admin/logout', { method: 'POST' });
    } catch {
      // Already expired or unreachable: the token is dropped below either way.
    }
  }
  storeStaffToken(null);
  queryClient.removeQueries({ queryKey: staffKeys.all });
  navigate(paths.adminLogin);
}
