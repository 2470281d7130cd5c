import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePayoutInput } from '@shared/payouts/staff-schema';
import type { PayoutSummary } from '@shared/payouts/schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

type PayoutDecision = { id: number; body: UpdatePayoutInput };

export function decidePayout({ id, body }: PayoutDecision): Promise<PayoutSummary> {
  return apiRequest<PayoutSummary>(`/api/admin/payout-requests/${id}`, { method: 'PUT', json: body });
}

export function useDecidePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePayout,
    // Decided or refused, every screen that shows payouts (the list, a user's records, the history) must show them as they are.
    onSettled: () => invalidateDomains(queryClient, ['payouts', 'users', 'audit']),
  });
}
