import { useQuery } from '@tanstack/react-query';
import type { PayoutSummary } from '@shared/payouts/schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getPayoutRequests(): Promise<PayoutSummary[]> {
  return apiRequest<PayoutSummary[]>('/api/payout-requests');
}

export function usePayoutRequests(options: { refetchInterval?: number } = {}) {
  return useQuery({ queryKey: queryKeys.payoutRequests, queryFn: getPayoutRequests, refetchInterval: options.refetchInterval });
}
