import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function removeTotp(): Promise<void> {
  return apiRequest<void>('/api/admin/second-factor/totp', { method: 'DELETE' });
}

export function useRemoveTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTotp,
    // Not awaited: the page says it is done at once and the status follows.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKeys.secondFactor }),
  });
}
