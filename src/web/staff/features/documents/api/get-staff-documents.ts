import type { StaffDocumentPage } from '@shared/documents/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { useListPage } from '@/staff/lib/use-list-page';

/** One page of documents, searched, filtered and sorted by the server (`queryString` from useListParams). */
export function getStaffDocuments(queryString: string): Promise<StaffDocumentPage> {
  return apiRequest<StaffDocumentPage>(`/api/admin/documents?${queryString}`);
}

export function useStaffDocuments(queryString: string) {
  return useListPage(staffKeys.list('documents', { queryString }), () => getStaffDocuments(queryString));
}
