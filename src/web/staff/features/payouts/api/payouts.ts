import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RevealedPayout, StaffPayoutPage, UpdatePayoutInput } from '@shared/payouts/staff-schema';
import type { PayoutSummary } from '@shared/payouts/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** One page of payout requests, searched, filtered and sorted by the server. */
export function usePayouts(queryString: string) {
  return useQuery({
    queryKey: staffKeys.list('payouts', { queryString }),
    queryFn: () => apiRequest<StaffPayoutPage>(`/api/admin/payout-requests?${queryString}`),
    placeholderData: keepPreviousData,
  });
}

export type PayoutDecision = { id: number; body: UpdatePayoutInput };

export function useDecidePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: PayoutDecision) => apiRequest<PayoutSummary>(`/api/admin/payout-requests/${id}`, { method: 'PUT', json: body }),
    // Decided or refused, every screen that shows payouts (the list, a user's records, the history) must show them as they are.
    onSettled: () =>
      Promise.all(['payouts', 'users', 'audit'].map((domain) => queryClient.invalidateQueries({ queryKey: staffKeys.domain(domain) }))),
  });
}

/** The details for a minute; never cached, so they are asked for (and audited) each time. */
export function useRevealPayout() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<RevealedPayout>(`/api/admin/payout-requests/${id}/reveal`, { method: 'POST' }),
  });
}
