import type { AlertEventPage } from '@shared/alerts/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { useListPage } from '@/staff/lib/use-list-page';

export function getAlertEvents(queryString: string): Promise<AlertEventPage> {
  return apiRequest<AlertEventPage>(`/api/admin/alerts/events?${queryString}`);
}

/** What the rules found, newest first, a page at a time (the server pages; never the whole history). */
export function useAlertEvents({ page, pageSize }: { page: number; pageSize: number }) {
  const queryString = new URLSearchParams({ page: String(page), pageSize: String(pageSize) }).toString();
  return useListPage(staffKeys.list('alerts', { queryString }), () => getAlertEvents(queryString));
}
