import type { IncidentListPage } from '@shared/incidents/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { useListPage } from '@/staff/lib/use-list-page';

/** One page of incidents, searched, filtered and sorted by the server (`queryString` from useListParams). */
export function getIncidents(queryString: string): Promise<IncidentListPage> {
  return apiRequest<IncidentListPage>(`/api/admin/incidents?${queryString}`);
}

export function useIncidents(queryString: string) {
  return useListPage(staffKeys.list('incidents', { queryString }), () => getIncidents(queryString));
}
