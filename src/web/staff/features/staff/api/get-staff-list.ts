import type { ListPage } from '@shared/lists/list-query';
import type { StaffMember } from '@shared/staff/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { useListPage } from '@/staff/lib/use-list-page';

/** One page of staff accounts, searched, filtered and sorted by the server. */
export function getStaffList(queryString: string): Promise<ListPage<StaffMember>> {
  return apiRequest<ListPage<StaffMember>>(`/api/admin/staff?${queryString}`);
}

export function useStaffList(queryString: string) {
  return useListPage(staffKeys.list('staff', { queryString }), () => getStaffList(queryString));
}
