import { useQuery } from '@tanstack/react-query';
import type { IncidentSummary } from '@shared/incidents/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function getIncidentSummary(): Promise<IncidentSummary> {
  return apiRequest<IncidentSummary>('/api/admin/incidents/summary');
}

/** The tiles count every incident, not the page on screen. */
export function useIncidentSummary() {
  return useQuery({ queryKey: staffKeys.incidentSummary, queryFn: getIncidentSummary });
}
