import { useQuery } from '@tanstack/react-query';
import type { ImpersonationContactPage, ImpersonationSummary } from '@shared/impersonation/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { useListPage } from '@/staff/lib/use-list-page';

export function getImpersonationSummary(): Promise<ImpersonationSummary> {
  return apiRequest<ImpersonationSummary>('/api/admin/impersonation/summary');
}

export function useImpersonationSummary() {
  return useQuery({ queryKey: [...staffKeys.domain('impersonation'), 'summary'], queryFn: getImpersonationSummary });
}

/** One page of the contacts visitors asked about that are not ours (`queryString` from useListParams). */
export function getPosingContacts(queryString: string): Promise<ImpersonationContactPage> {
  return apiRequest<ImpersonationContactPage>(`/api/admin/impersonation/contacts?${queryString}`);
}

export function usePosingContacts(queryString: string) {
  return useListPage(staffKeys.list('impersonation', { queryString }), () => getPosingContacts(queryString));
}
