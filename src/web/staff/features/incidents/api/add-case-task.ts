import { useMutation } from '@tanstack/react-query';
import type { CaseTask, CreateTaskInput } from '@shared/tasks/schema';
import { apiRequest } from '@/lib/api-client';
import { useRefreshCaseTasks } from './change-case-tasks';

export function addCaseTask(incidentId: number, body: CreateTaskInput): Promise<CaseTask> {
  return apiRequest<CaseTask>(`/api/admin/incidents/${incidentId}/tasks`, { method: 'POST', json: body });
}

export function useAddCaseTask(incidentId: number) {
  const refresh = useRefreshCaseTasks(incidentId);
  return useMutation({ mutationFn: (body: CreateTaskInput) => addCaseTask(incidentId, body), onSettled: refresh });
}
