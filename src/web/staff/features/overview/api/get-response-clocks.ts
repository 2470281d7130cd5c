import { useQuery } from '@tanstack/react-query';
import type { ResponseClockCounts } from '@shared/incidents/response-clock';
import { backgroundRequestHeaders } from '@shared/auth/background-request';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { HEALTH_REFRESH_MS } from './get-system-health';

export function getResponseClocks(): Promise<ResponseClockCounts> {
  // Refreshed on a timer: not the person's use, so it must not keep an idle session alive.
  return apiRequest<ResponseClockCounts>('/api/admin/incidents/response-clocks', { headers: backgroundRequestHeaders });
}

/** Under the incidents domain: a reply or a status change elsewhere refreshes the counts. */
export function useResponseClocks() {
  return useQuery({ queryKey: [...staffKeys.domain('incidents'), 'response-clocks'], queryFn: getResponseClocks, refetchInterval: HEALTH_REFRESH_MS, refetchIntervalInBackground: false });
}
