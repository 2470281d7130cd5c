import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportConfirmedResponseSchema, type ReportConfirmedResponse } from '@shared/incidents/report-schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** D18: confirms the report as the mailbox owner's; the link works once. */
export async function confirmReport(token: string): Promise<ReportConfirmedResponse> {
  const body = await apiRequest<unknown>(`/api/report-confirmations/${encodeURIComponent(token)}`, { method: 'POST' });
  return reportConfirmedResponseSchema.parse(body);
}

export function useConfirmReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReport,
    // The link is spent: coming back to it (the browser's Back button) must not offer it again.
    onSuccess: (_result, token) => queryClient.setQueryData(queryKeys.reportConfirmation(token), { valid: false }),
  });
}
