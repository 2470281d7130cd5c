import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

export function deleteSavedReply(id: number): Promise<void> {
  return apiRequest<void>(`/api/admin/saved-replies/${id}`, { method: 'DELETE' });
}

export function useDeleteSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSavedReply, onSuccess: () => invalidateDomains(queryClient, ['saved-replies', 'audit']) });
}
