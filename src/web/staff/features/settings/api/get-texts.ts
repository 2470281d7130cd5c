import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TextPage } from '@shared/texts/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export type TextsQuery = { locale: string; q: string; catalogue: string; status: 'all' | 'overridden'; page: number; pageSize: number };

export function getTexts(queryString: string): Promise<TextPage> {
  return apiRequest<TextPage>(`/api/admin/texts?${queryString}`);
}

/** One page of one language's texts, searched and filtered on the server. */
export function useTexts(query: TextsQuery) {
  const params = new URLSearchParams({ locale: query.locale, status: query.status, page: String(query.page), pageSize: String(query.pageSize) });
  if (query.q) params.set('q', query.q);
  if (query.catalogue) params.set('catalogue', query.catalogue);
  const queryString = params.toString();
  // The page stays on screen while the next one (or a longer search) arrives.
  return useQuery({ queryKey: staffKeys.list('texts', { queryString }), queryFn: () => getTexts(queryString), placeholderData: keepPreviousData });
}
