import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffUserPage } from '@shared/users/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** One page of users, searched, filtered and sorted by the server (`queryString` from useListParams). */
export function getUsers(queryString: string): Promise<StaffUserPage> {
  return apiRequest<StaffUserPage>(`/api/admin/users?${queryString}`);
}

export function useUsers(queryString: string) {
  return useQuery({
    queryKey: staffKeys.list('users', { queryString }),
    queryFn: () => getUsers(queryString),
    // The old page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
