import { useMutation, useQuery } from '@tanstack/react-query';
import type { StaffSetPasswordRequest } from '@shared/staff/staff-schema';
import { apiRequest } from '@/lib/api-client';

// Public calls: the person holding the link is not signed in, so these sit outside `staffKeys`.
const linkKey = (token: string) => ['staff-password-link', token] as const;
const linkPath = (token: string) => `/api/staff-password/${encodeURIComponent(token)}`;

/** Whether a set-password link still works, and for which username. */
export function useStaffPasswordLink(token: string) {
  return useQuery({
    queryKey: linkKey(token),
    queryFn: () => apiRequest<{ username: string }>(linkPath(token)),
    enabled: token !== '',
  });
}

export function useSetStaffPassword(token: string) {
  return useMutation({
    mutationFn: (input: StaffSetPasswordRequest) => apiRequest<{ ok: true }>(linkPath(token), { method: 'POST', json: input }),
  });
}
