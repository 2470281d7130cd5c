import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useRefreshCaseTasks } from './change-case-tasks';

export function deleteCaseTask(id: number): Promise<void> {
  return apiRequest<void>(`/api/admin/tasks/${id}`, { method: 'DELETE' });
}

export function useDeleteCaseTask(incidentId: number) {
  const refresh = useRefreshCaseTasks(incidentId);
  return useMutation({ mutationFn: deleteCaseTask, onSettled: refresh });
}
