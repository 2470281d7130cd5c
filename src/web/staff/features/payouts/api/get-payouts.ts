import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffPayoutPage } from '@shared/payouts/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** One page of payout requests, searched, filtered and sorted by the server. */
export function getPayouts(queryString: string): Promise<StaffPayoutPage> {
  return apiRequest<StaffPayoutPage>(`/api/admin/payout-requests?${queryString}`);
}

export function usePayouts(queryString: string) {
  return useQuery({
    queryKey: staffKeys.list('payouts', { queryString }),
    queryFn: () => getPayouts(queryString),
    placeholderData: keepPreviousData,
  });
}
