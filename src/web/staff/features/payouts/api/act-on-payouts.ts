import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkResult } from '@shared/lists/bulk-schema';
import type { BulkPayoutRequest } from '@shared/payouts/bulk-schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

/** Approves or rejects many chosen payout requests; the answer says, request by request, what was done and what was refused. */
export function actOnPayouts(body: BulkPayoutRequest): Promise<BulkResult> {
  return apiRequest<BulkResult>('/api/admin/payout-requests/bulk', { method: 'POST', json: body });
}

export function useActOnPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnPayouts,
    // As a single decision: every screen that shows payouts (the list, a user's records, the history).
    onSettled: () => invalidateDomains(queryClient, ['payouts', 'users', 'audit']),
  });
}
