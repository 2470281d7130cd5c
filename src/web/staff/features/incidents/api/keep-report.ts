import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportRetention } from '@shared/incidents/retention-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** Keeps an unconfirmed report past the retention period: the nightly removal leaves it alone. */
export function keepReport(id: number): Promise<ReportRetention> {
  return apiRequest<ReportRetention>(`/api/admin/incidents/${id}/keep`, { method: 'POST' });
}

export function useKeepReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepReport,
    onSuccess: (retention, id) => {
      queryClient.setQueryData(staffKeys.reportRetention(id), retention);
      // The record's history gains the audit row.
      return queryClient.invalidateQueries({ queryKey: staffKeys.record('incidents', id) });
    },
  });
}
