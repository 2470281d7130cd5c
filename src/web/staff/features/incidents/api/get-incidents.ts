import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { IncidentListPage } from '@shared/incidents/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** One page of incidents, searched, filtered and sorted by the server (`queryString` from useListParams). */
export function getIncidents(queryString: string): Promise<IncidentListPage> {
  return apiRequest<IncidentListPage>(`/api/admin/incidents?${queryString}`);
}

export function useIncidents(queryString: string) {
  return useQuery({
    queryKey: staffKeys.list('incidents', { queryString }),
    queryFn: () => getIncidents(queryString),
    // The old page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
