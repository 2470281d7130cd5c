import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffApplicationPage } from '@shared/applications/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** One page of applications, searched, filtered and sorted by the server (`queryString` from useListParams). */
export function getApplications(queryString: string): Promise<StaffApplicationPage> {
  return apiRequest<StaffApplicationPage>(`/api/admin/recovery-applications?${queryString}`);
}

export function useApplications(queryString: string) {
  return useQuery({
    queryKey: staffKeys.list('applications', { queryString }),
    queryFn: () => getApplications(queryString),
    // The old page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
