import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function removePasskey(id: number): Promise<void> {
  return apiRequest<void>(`/api/admin/second-factor/passkeys/${id}`, { method: 'DELETE' });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    // Not awaited: the page says it is done at once and the list follows.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKeys.secondFactor }),
  });
}
