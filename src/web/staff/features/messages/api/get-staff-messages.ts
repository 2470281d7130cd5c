import { useQuery } from '@tanstack/react-query';
import { RECENT_MESSAGES, type StaffMessagePage } from '@shared/messages/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { useListPage } from '@/staff/lib/use-list-page';

/** One page of every case's messages, newest first. */
export function getStaffMessages(queryString: string): Promise<StaffMessagePage> {
  return apiRequest<StaffMessagePage>(`/api/admin/messages?${queryString}`);
}

/** The Messages section's pages. */
export function useStaffMessages(queryString: string) {
  return useListPage(staffKeys.list('messages', { all: queryString }), () => getStaffMessages(queryString));
}

/** The spec's five most recent messages, for Communications. */
export function useRecentMessages() {
  return useQuery({
    queryKey: staffKeys.list('messages', { recent: RECENT_MESSAGES }),
    queryFn: () => getStaffMessages(`page=1&pageSize=${RECENT_MESSAGES}`),
  });
}
