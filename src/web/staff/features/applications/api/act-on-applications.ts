import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkApplicationRequest } from '@shared/applications/bulk-schema';
import type { BulkResult } from '@shared/lists/bulk-schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

/** One decision on many chosen applications; the answer says, application by application, what was done and what was refused. */
export function actOnApplications(body: BulkApplicationRequest): Promise<BulkResult> {
  return apiRequest<BulkResult>('/api/admin/recovery-applications/bulk', { method: 'POST', json: body });
}

export function useActOnApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnApplications,
    // As a single decision: the list, the open record, a user's detail and the history.
    onSettled: () => invalidateDomains(queryClient, ['applications', 'users', 'audit']),
  });
}
