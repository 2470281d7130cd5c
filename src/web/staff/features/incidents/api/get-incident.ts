import { useQuery } from '@tanstack/react-query';
import type { IncidentDetail } from '@shared/incidents/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function getIncident(id: number): Promise<IncidentDetail> {
  return apiRequest<IncidentDetail>(`/api/admin/incidents/${id}`);
}

/** The case with its platform and money trails; `incident.version` is what an edit sends back in If-Match. */
export function useIncident(id: number) {
  return useQuery({ queryKey: staffKeys.record('incidents', id), queryFn: () => getIncident(id) });
}
