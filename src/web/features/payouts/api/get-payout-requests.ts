import { useQuery } from '@tanstack/react-query';
import type { PayoutSummary } from '@shared/payouts/schema';
import { apiRequest } from '@/lib/api-client';

export const payoutRequestsQueryKey = ['payout-requests'] as const;

export function getPayoutRequests(): Promise<PayoutSummary[]> {
  return apiRequest<PayoutSummary[]>('/api/payout-requests');
}

export function usePayoutRequests(options: { refetchInterval?: number } = {}) {
  return useQuery({ queryKey: payoutRequestsQueryKey, queryFn: getPayoutRequests, refetchInterval: options.refetchInterval });
}
