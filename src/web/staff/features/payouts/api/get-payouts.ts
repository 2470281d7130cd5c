import type { StaffPayoutPage } from '@shared/payouts/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { useListPage } from '@/staff/lib/use-list-page';

/** One page of payout requests, searched, filtered and sorted by the server. */
export function getPayouts(queryString: string): Promise<StaffPayoutPage> {
  return apiRequest<StaffPayoutPage>(`/api/admin/payout-requests?${queryString}`);
}

export function usePayouts(queryString: string) {
  return useListPage(staffKeys.list('payouts', { queryString }), () => getPayouts(queryString));
}
