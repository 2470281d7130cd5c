import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

export function deleteTag(id: number): Promise<void> {
  return apiRequest<void>(`/api/admin/tags/${id}`, { method: 'DELETE' });
}

/** The server takes the tag off every case too, so the cases' lists and records refresh with the list. */
export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTag, onSuccess: () => invalidateDomains(queryClient, ['tags', 'incidents', 'audit']) });
}
