import type { StaffMoneyTrailPage } from '@shared/money-trails/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { useListPage } from '@/staff/lib/use-list-page';

/** One page of money trails, searched, filtered and sorted by the server (`queryString` from useListParams). */
export function getMoneyTrails(queryString: string): Promise<StaffMoneyTrailPage> {
  return apiRequest<StaffMoneyTrailPage>(`/api/admin/money-trails?${queryString}`);
}

export function useMoneyTrails(queryString: string) {
  return useListPage(staffKeys.list('money-trails', { queryString }), () => getMoneyTrails(queryString));
}
