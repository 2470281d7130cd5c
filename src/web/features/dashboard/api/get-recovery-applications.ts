import { useQuery } from '@tanstack/react-query';
import type { ApplicationSummary } from '@shared/applications/schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { DASHBOARD_REFRESH_MS } from './get-dashboard';

/** The signed-in victim's own applications; the server takes the e-mail from the session (D8). */
export function getRecoveryApplications(): Promise<ApplicationSummary[]> {
  return apiRequest<ApplicationSummary[]>('/api/recovery-applications');
}

export function useRecoveryApplications() {
  return useQuery({ queryKey: queryKeys.recoveryApplications, queryFn: getRecoveryApplications, refetchInterval: DASHBOARD_REFRESH_MS });
}
