import { useQuery } from '@tanstack/react-query';
import type { IncidentSummary } from '@shared/incidents/admin-schema';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/admin/lib/admin-query-keys';

export function getIncidentSummary(): Promise<IncidentSummary> {
  return apiRequest<IncidentSummary>('/api/admin/incidents/summary');
}

/** The tiles count every incident, not the page on screen. */
export function useIncidentSummary() {
  return useQuery({ queryKey: [...adminKeys.domain('incidents'), 'summary'], queryFn: getIncidentSummary });
}
