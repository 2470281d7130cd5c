import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AlertEventPage } from '@shared/alerts/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function getAlertEvents(queryString: string): Promise<AlertEventPage> {
  return apiRequest<AlertEventPage>(`/api/admin/alerts/events?${queryString}`);
}

/** What the rules found, newest first, a page at a time (the server pages; never the whole history). */
export function useAlertEvents({ page, pageSize }: { page: number; pageSize: number }) {
  const queryString = new URLSearchParams({ page: String(page), pageSize: String(pageSize) }).toString();
  return useQuery({
    queryKey: staffKeys.list('alerts', { queryString }),
    queryFn: () => getAlertEvents(queryString),
    placeholderData: keepPreviousData,
  });
}
