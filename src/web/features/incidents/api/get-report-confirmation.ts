import { useQuery } from '@tanstack/react-query';
import { reportConfirmationDetailsSchema, type ReportConfirmationDetails } from '@shared/incidents/report-schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Which report a mailed confirmation link is for; looking does not use the link up. */
export async function getReportConfirmation(token: string): Promise<ReportConfirmationDetails> {
  return reportConfirmationDetailsSchema.parse(await apiRequest<unknown>(`/api/report-confirmations/${encodeURIComponent(token)}`));
}

export function useReportConfirmation(token: string | null) {
  return useQuery({
    queryKey: queryKeys.reportConfirmation(token),
    queryFn: () => getReportConfirmation(token ?? ''),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
}
