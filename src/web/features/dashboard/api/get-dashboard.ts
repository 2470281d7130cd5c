import { useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@shared/dashboard/schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const DASHBOARD_REFRESH_MS = 30_000;

export function getDashboard(): Promise<DashboardSummary> {
  return apiRequest<DashboardSummary>('/api/dashboard');
}

/** The spec's dashboard refreshes itself every 30 seconds. */
export function useDashboard() {
  return useQuery({ queryKey: queryKeys.dashboard, queryFn: getDashboard, refetchInterval: DASHBOARD_REFRESH_MS });
}
