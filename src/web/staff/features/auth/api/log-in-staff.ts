import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffLoginRequest, StaffLoginResponse } from '@shared/staff/staff-schema';
import { storeStaffToken } from '@/lib/staff-token';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function logInStaff(input: StaffLoginRequest): Promise<StaffLoginResponse> {
  return apiRequest<StaffLoginResponse>('/api/admin/login', { method: 'POST', json: input });
}

/** Signs a staff member in; the token is kept for the staff API's bearer header. */
export function useLogInStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logInStaff,
    onSuccess: (result) => {
      storeStaffToken(result.token);
      // Whatever a previous staff member left in the cache belongs to their session, not this one.
      queryClient.removeQueries({ queryKey: staffKeys.all });
    },
  });
}
