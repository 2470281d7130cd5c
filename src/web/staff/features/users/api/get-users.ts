import type { StaffUserPage } from '@shared/users/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { useListPage } from '@/staff/lib/use-list-page';

/** One page of users, searched, filtered and sorted by the server (`queryString` from useListParams). */
export function getUsers(queryString: string): Promise<StaffUserPage> {
  return apiRequest<StaffUserPage>(`/api/admin/users?${queryString}`);
}

export function useUsers(queryString: string) {
  return useListPage(staffKeys.list('users', { queryString }), () => getUsers(queryString));
}
