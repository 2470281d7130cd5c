import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkOperation } from '@shared/notifications/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function cancelBulkOperation(id: number): Promise<BulkOperation> {
  return apiRequest<BulkOperation>(`/api/admin/bulk-operations/${id}/cancel`, { method: 'POST' });
}

export function useCancelBulkOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBulkOperation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.domain('notifications') }),
  });
}
