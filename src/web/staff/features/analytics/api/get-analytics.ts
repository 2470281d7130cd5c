import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Analytics } from '@shared/analytics/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function getAnalytics(queryString: string): Promise<Analytics> {
  return apiRequest<Analytics>(`/api/admin/analytics?${queryString}`);
}

/** The charts for a range; `enabled: false` for a range the page already knows is wrong (the last answer stays). */
export function useAnalytics(range: { from: string; to: string }, { enabled = true } = {}) {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const queryString = params.toString();
  return useQuery({
    queryKey: staffKeys.list('analytics', { queryString }),
    queryFn: () => getAnalytics(queryString),
    placeholderData: keepPreviousData,
    enabled,
  });
}
