import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffDocumentPage } from '@shared/documents/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** One page of documents, searched, filtered and sorted by the server (`queryString` from useListParams). */
export function getStaffDocuments(queryString: string): Promise<StaffDocumentPage> {
  return apiRequest<StaffDocumentPage>(`/api/admin/documents?${queryString}`);
}

export function useStaffDocuments(queryString: string) {
  return useQuery({
    queryKey: staffKeys.list('documents', { queryString }),
    queryFn: () => getStaffDocuments(queryString),
    placeholderData: keepPreviousData,
  });
}
