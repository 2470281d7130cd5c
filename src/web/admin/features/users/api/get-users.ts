import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffUserPage } from '@shared/users/admin-schema';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/admin/lib/admin-query-keys';

/** One page of users, searched, filtered and sorted by the server (`queryString` from useListParams). */
export function getUsers(queryString: string): Promise<StaffUserPage> {
  return apiRequest<StaffUserPage>(`/api/admin/users?${queryString}`);
}

export function useUsers(queryString: string) {
  return useQuery({
    queryKey: adminKeys.list('users', { queryString }),
    queryFn: () => getUsers(queryString),
    // The old page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
