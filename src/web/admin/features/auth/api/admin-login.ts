import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLoginRequest, AdminLoginResponse } from '@shared/staff/admin-schema';
import { storeAdminToken } from '@/lib/admin-token';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/admin/lib/admin-query-keys';

/** Signs a staff member in; the token is kept for the staff API's bearer header. */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminLoginRequest) => apiRequest<AdminLoginResponse>('/api/admin/login', { method: 'POST', json: input }),
    onSuccess: (result) => {
      storeAdminToken(result.token);
      // Whatever a previous staff member left in the cache belongs to their session, not this one.
      queryClient.removeQueries({ queryKey: adminKeys.all });
    },
  });
}
