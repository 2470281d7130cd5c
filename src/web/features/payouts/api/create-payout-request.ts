import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { payoutRequestSchema, PayoutSummary } from '@shared/payouts/schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type PayoutRequest = z.output<typeof payoutRequestSchema>;

/** The server decides the amount from what was actually recovered (D5); the victim only says where. */
export function createPayoutRequest(input: PayoutRequest): Promise<PayoutSummary> {
  return apiRequest<PayoutSummary>('/api/payout-requests', { json: input });
}

export function useCreatePayoutRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayoutRequest,
    // Every screen that shows the case's money or its payout button must ask again.
    onSuccess: () =>
      Promise.all(
        [queryKeys.dashboard, queryKeys.payoutRequests, queryKeys.caseDetails.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
