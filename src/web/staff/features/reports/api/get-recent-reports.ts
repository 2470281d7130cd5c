import { useQuery } from '@tanstack/react-query';
import type { StaffReportPage } from '@shared/reports/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** The spec's "recent reports": the five most recent. */
const RECENT_REPORTS = 5;

export function getReports(queryString: string): Promise<StaffReportPage> {
  return apiRequest<StaffReportPage>(`/api/admin/reports?${queryString}`);
}

export function useRecentReports() {
  const queryString = `sort=newest&pageSize=${RECENT_REPORTS}`;
  return useQuery({ queryKey: staffKeys.list('reports', { queryString }), queryFn: () => getReports(queryString) });
}
