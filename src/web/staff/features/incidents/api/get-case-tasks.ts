import { useQuery } from '@tanstack/react-query';
import type { CaseTasks } from '@shared/tasks/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

// A case's tasks, its own due day and the usual steps for its fraud type (issue 26).
export function getCaseTasks(incidentId: number): Promise<CaseTasks> {
  return apiRequest<CaseTasks>(`/api/admin/incidents/${incidentId}/tasks`);
}

export function useCaseTasks(incidentId: number) {
  return useQuery({ queryKey: staffKeys.caseTasks(incidentId), queryFn: () => getCaseTasks(incidentId) });
}
