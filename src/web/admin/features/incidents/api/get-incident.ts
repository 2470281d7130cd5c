import { useQuery } from '@tanstack/react-query';
import type { IncidentDetail } from '@shared/incidents/admin-schema';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/admin/lib/admin-query-keys';

export function getIncident(id: number): Promise<IncidentDetail> {
  return apiRequest<IncidentDetail>(`/api/admin/incidents/${id}`);
}

/** The case with its platform and money trails; `incident.version` is what an edit sends back in If-Match. */
export function useIncident(id: number) {
  return useQuery({ queryKey: adminKeys.record('incidents', id), queryFn: () => getIncident(id) });
}
