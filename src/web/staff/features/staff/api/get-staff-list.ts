import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPage } from '@shared/lists/list-query';
import type { StaffMember } from '@shared/staff/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** One page of staff accounts, searched, filtered and sorted by the server. */
export function getStaffList(queryString: string): Promise<ListPage<StaffMember>> {
  return apiRequest<ListPage<StaffMember>>(`/api/admin/staff?${queryString}`);
}

export function useStaffList(queryString: string) {
  return useQuery({
    queryKey: staffKeys.list('staff', { queryString }),
    queryFn: () => getStaffList(queryString),
    placeholderData: keepPreviousData,
  });
}
