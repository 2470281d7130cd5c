import { useQuery } from '@tanstack/react-query';
import type { IncidentListPage } from '@shared/incidents/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from './staff-query-keys';

// Here, not in a feature: every form that asks for a case suggests cases by platform or e-mail,
// and features never import each other.
const SUGGESTIONS = 6;

export function findCases(term: string): Promise<IncidentListPage> {
  const query = new URLSearchParams({ q: term, pageSize: String(SUGGESTIONS) });
  return apiRequest<IncidentListPage>(`/api/admin/incidents?${query}`);
}

/** Cases whose platform, victim e-mail or description holds `term`; nothing is asked while `term` is empty. */
export function useFindCases(term: string) {
  return useQuery({
    queryKey: staffKeys.list('incidents', { suggest: term }),
    queryFn: () => findCases(term),
    enabled: term !== '',
    staleTime: 30_000,
  });
}
