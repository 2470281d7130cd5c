import { useQuery } from '@tanstack/react-query';
import type { OutboxSummary } from '@shared/outbox/schema';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/admin/lib/admin-query-keys';
import { HEALTH_REFRESH_MS } from './get-system-health';

export function useOutboxSummary() {
  return useQuery({
    queryKey: [...adminKeys.domain('overview'), 'outbox'] as const,
    queryFn: () => apiRequest<OutboxSummary>('/api/admin/outbox'),
    refetchInterval: HEALTH_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
