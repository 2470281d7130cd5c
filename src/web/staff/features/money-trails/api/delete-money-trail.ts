import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains, staffKeys } from '@/staff/lib/staff-query-keys';

export function deleteMoneyTrail(id: number): Promise<void> {
  return apiRequest<void>(`/api/admin/money-trails/${id}`, { method: 'DELETE' });
}

export function useDeleteMoneyTrail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMoneyTrail,
    // Lists, tiles, the incident page, the platform page and the history all show trails; then the stat cards.
    onSettled: () =>
      invalidateDomains(queryClient, ['money-trails', 'incidents', 'platforms', 'audit']).then(() => queryClient.invalidateQueries({ queryKey: staffKeys.stats })),
  });
}
