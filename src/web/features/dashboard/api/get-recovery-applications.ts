import { useQuery } from '@tanstack/react-query';
import type { ApplicationSummary } from '@shared/applications/schema';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_REFRESH_MS } from './get-dashboard';

export const applicationsQueryKey = ['recovery-applications'] as const;

/** The signed-in victim's own applications; the server takes the e-mail from the session (D8). */
export function getRecoveryApplications(): Promise<ApplicationSummary[]> {
  return apiRequest<ApplicationSummary[]>('/api/recovery-applications');
}

export function useRecoveryApplications() {
  return useQuery({ queryKey: applicationsQueryKey, queryFn: getRecoveryApplications, refetchInterval: DASHBOARD_REFRESH_MS });
}
