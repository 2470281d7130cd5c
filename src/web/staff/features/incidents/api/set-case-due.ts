import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseTasks } from '@shared/tasks/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { refreshCaseTasks } from './change-case-tasks';

/** Sets the day the case itself is due, or takes it away (null). */
export function setCaseDue(incidentId: number, dueOn: string | null): Promise<{ dueOn: string | null }> {
  return apiRequest<{ dueOn: string | null }>(`/api/admin/incidents/${incidentId}/due`, { method: 'PUT', json: { dueOn } });
}

export function useSetCaseDue(incidentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dueOn: string | null) => setCaseDue(incidentId, dueOn),
    onSuccess: ({ dueOn }) => queryClient.setQueryData<CaseTasks>(staffKeys.caseTasks(incidentId), (list) => list && { ...list, dueOn }),
    onSettled: () => refreshCaseTasks(queryClient, incidentId),
  });
}
