import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportRetention } from '@shared/incidents/retention-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

const retentionKey = (id: number) => [...staffKeys.record('incidents', id), 'retention'] as const;

/** When an unconfirmed report is due to be removed (D18 retention), and whether staff keep it. */
export function useReportRetention(id: number) {
  return useQuery({
    queryKey: retentionKey(id),
    queryFn: () => apiRequest<ReportRetention>(`/api/admin/incidents/${id}/retention`),
  });
}

/** Keeps an unconfirmed report past the retention period: the nightly removal leaves it alone. */
export function useKeepReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ReportRetention>(`/api/admin/incidents/${id}/keep`, { method: 'POST' }),
    onSuccess: (retention, id) => {
      queryClient.setQueryData(retentionKey(id), retention);
      // The record's history gains the audit row.
      return queryClient.invalidateQueries({ queryKey: staffKeys.record('incidents', id) });
    },
  });
}
