import { useQuery } from '@tanstack/react-query';
import type { ReportRetention } from '@shared/incidents/retention-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** When an unconfirmed report is due to be removed (D18 retention), and whether staff keep it. */
export function getReportRetention(id: number): Promise<ReportRetention> {
  return apiRequest<ReportRetention>(`/api/admin/incidents/${id}/retention`);
}

export function useReportRetention(id: number) {
  return useQuery({ queryKey: staffKeys.reportRetention(id), queryFn: () => getReportRetention(id) });
}
