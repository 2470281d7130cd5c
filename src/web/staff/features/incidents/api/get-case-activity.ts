import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CaseActivityPage } from '@shared/incidents/case-activity';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

type CaseActivityParams = { kind: string; page: number; pageSize: number };

/** One page of a case's timeline, newest first (`kind` 'all' or one kind). */
export function getCaseActivity(incidentId: number, { kind, page, pageSize }: CaseActivityParams): Promise<CaseActivityPage> {
  const query = new URLSearchParams({ kind, page: String(page), pageSize: String(pageSize) });
  return apiRequest<CaseActivityPage>(`/api/admin/incidents/${incidentId}/activity?${query}`);
}

export function useCaseActivity(incidentId: number, params: CaseActivityParams) {
  return useQuery({
    queryKey: staffKeys.caseActivity(incidentId, params),
    queryFn: () => getCaseActivity(incidentId, params),
    placeholderData: keepPreviousData,
  });
}
