import { useQuery } from '@tanstack/react-query';
import type { OutboxSummary } from '@shared/outbox/schema';
import { backgroundRequestHeaders } from '@shared/auth/background-request';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { HEALTH_REFRESH_MS } from './get-system-health';

export function getOutboxSummary(): Promise<OutboxSummary> {
  // Refreshed on a timer: not the person's use, so it must not keep an idle session alive.
  return apiRequest<OutboxSummary>('/api/admin/outbox', { headers: backgroundRequestHeaders });
}

export function useOutboxSummary() {
  return useQuery({
    queryKey: staffKeys.outbox,
    queryFn: getOutboxSummary,
    refetchInterval: HEALTH_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
