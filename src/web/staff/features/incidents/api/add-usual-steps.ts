import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseTasks } from '@shared/tasks/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { refreshCaseTasks } from './change-case-tasks';

/** Adds the usual steps for the case's fraud type (those it does not have yet); answers its tasks. */
export function addUsualSteps(incidentId: number): Promise<CaseTasks> {
  return apiRequest<CaseTasks>(`/api/admin/incidents/${incidentId}/tasks/from-template`, { method: 'POST' });
}

export function useAddUsualSteps(incidentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => addUsualSteps(incidentId),
    onSuccess: (tasks) => queryClient.setQueryData(staffKeys.caseTasks(incidentId), tasks),
    onSettled: () => refreshCaseTasks(queryClient, incidentId),
  });
}
