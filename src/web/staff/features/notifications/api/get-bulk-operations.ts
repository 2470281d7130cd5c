import { useQuery } from '@tanstack/react-query';
import type { BulkOperation } from '@shared/notifications/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

const isActive = (operation: BulkOperation) => operation.status === 'pending' || operation.status === 'running';

/** The recent bulk sends. */
export function getBulkOperations(): Promise<{ items: BulkOperation[] }> {
  return apiRequest<{ items: BulkOperation[] }>('/api/admin/bulk-operations');
}

/** While a send is still going, asked again every second for its progress. */
export function useBulkOperations() {
  return useQuery({
    queryKey: staffKeys.list('notifications', { recent: true }),
    queryFn: getBulkOperations,
    refetchInterval: (query) => (query.state.data?.items.some(isActive) ? 1000 : false),
  });
}
