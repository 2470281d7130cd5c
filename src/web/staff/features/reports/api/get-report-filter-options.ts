import { useQuery } from '@tanstack/react-query';
import type { ReportFilterOptions } from '@shared/reports/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function getReportFilterOptions(): Promise<ReportFilterOptions> {
  return apiRequest<ReportFilterOptions>('/api/admin/reports/filter-options');
}

export function useReportFilterOptions() {
  return useQuery({ queryKey: staffKeys.record('reports', 'filter-options'), queryFn: getReportFilterOptions, staleTime: 5 * 60_000 });
}
