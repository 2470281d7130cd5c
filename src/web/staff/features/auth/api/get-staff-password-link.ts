import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffPasswordLinkKey } from '@/staff/lib/staff-query-keys';

// A public call: the person holding the link is not signed in.
export const staffPasswordLinkPath = (token: string) => `/api/staff-password/${encodeURIComponent(token)}`;

/** Whether a set-password link still works, and for which username. */
export function getStaffPasswordLink(token: string): Promise<{ username: string }> {
  return apiRequest<{ username: string }>(staffPasswordLinkPath(token));
}

export function useStaffPasswordLink(token: string) {
  return useQuery({
    queryKey: staffPasswordLinkKey(token),
    queryFn: () => getStaffPasswordLink(token),
    enabled: token !== '',
  });
}
