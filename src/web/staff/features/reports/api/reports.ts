import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GeneratedReport, GenerateReportInput, ReportFilterOptions, StaffReportPage } from '@shared/reports/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { downloadStaffFile } from '@/staff/lib/staff-file';

/** The spec's "recent reports": the five most recent. */
export const RECENT_REPORTS = 5;

export function useRecentReports() {
  const queryString = `sort=newest&pageSize=${RECENT_REPORTS}`;
  return useQuery({
    queryKey: staffKeys.list('reports', { queryString }),
    queryFn: () => apiRequest<StaffReportPage>(`/api/admin/reports?${queryString}`),
  });
}

export function useReportFilterOptions() {
  return useQuery({
    queryKey: staffKeys.record('reports', 'filter-options'),
    queryFn: () => apiRequest<ReportFilterOptions>('/api/admin/reports/filter-options'),
    staleTime: 5 * 60_000,
  });
}

export const downloadReportPdf = (report: { id: number; type: string; generatedAt: string }) =>
  downloadStaffFile(`/api/admin/reports/${report.id}/pdf`, `${report.type}-${report.id}-${report.generatedAt.slice(0, 10)}.pdf`);

export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateReportInput) => apiRequest<GeneratedReport>('/api/admin/reports/generate', { method: 'POST', json: input }),
    onSuccess: () => Promise.all(['reports', 'audit'].map((domain) => queryClient.invalidateQueries({ queryKey: staffKeys.domain(domain) }))),
  });
}
