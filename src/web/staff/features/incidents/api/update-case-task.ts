import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseTask, CaseTasks, UpdateTaskInput } from '@shared/tasks/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { refreshCaseTasks } from './change-case-tasks';

/** Changes what is sent of a task: its words, owner, due day, or whether it is done. */
export function updateCaseTask(id: number, body: UpdateTaskInput): Promise<CaseTask> {
  return apiRequest<CaseTask>(`/api/admin/tasks/${id}`, { method: 'PUT', json: body });
}

export function useUpdateCaseTask(incidentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateTaskInput }) => updateCaseTask(id, body),
    // The ticked box shows the server's answer at once, not the old state until the refetch lands.
    onSuccess: (task) =>
      queryClient.setQueryData<CaseTasks>(staffKeys.caseTasks(incidentId), (list) => list && { ...list, tasks: list.tasks.map((t) => (t.id === task.id ? task : t)) }),
    onSettled: () => refreshCaseTasks(queryClient, incidentId),
  });
}
