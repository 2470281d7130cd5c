import type { StaffApplicationPage } from '@shared/applications/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { useListPage } from '@/staff/lib/use-list-page';

/** One page of applications, searched, filtered and sorted by the server (`queryString` from useListParams). */
export function getApplications(queryString: string): Promise<StaffApplicationPage> {
  return apiRequest<StaffApplicationPage>(`/api/admin/recovery-applications?${queryString}`);
}

export function useApplications(queryString: string) {
  return useListPage(staffKeys.list('applications', { queryString }), () => getApplications(queryString));
}
