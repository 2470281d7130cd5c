import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffLoginRequest, StaffLoginResponse } from '@shared/staff/staff-schema';
import { storeStaffToken } from '@/lib/staff-token';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** Signs a staff member in; the token is kept for the staff API's bearer header. */
export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffLoginRequest) => apiRequest<StaffLoginResponse>('/api/admin/login', { method: 'POST', json: input }),
    onSuccess: (result) => {
      storeStaffToken(result.token);
      // Whatever a previous staff member left in the cache belongs to their session, not this one.
      queryClient.removeQueries({ queryKey: staffKeys.all });
    },
  });
}
