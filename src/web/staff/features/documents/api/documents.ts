import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewDocumentInput, StaffDocumentPage } from '@shared/documents/staff-schema';
import type { DocumentView } from '@shared/documents/schema';
import { apiRequest } from '@/lib/api-client';
import { fetchStaffFile, saveBlob } from '@/staff/lib/staff-file';
import { staffKeys } from '@/staff/lib/staff-query-keys';

export function useStaffDocuments(queryString: string) {
  return useQuery({
    queryKey: staffKeys.list('documents', { queryString }),
    queryFn: () => apiRequest<StaffDocumentPage>(`/api/admin/documents?${queryString}`),
    placeholderData: keepPreviousData,
  });
}

export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReviewDocumentInput }) =>
      apiRequest<DocumentView>(`/api/admin/documents/${id}`, { method: 'PUT', json: body }),
    // A verification may tick a required document: the incident shows it too.
    onSettled: () =>
      Promise.all(['documents', 'incidents', 'users', 'audit'].map((domain) => queryClient.invalidateQueries({ queryKey: staffKeys.domain(domain) }))),
  });
}

/**
 * The file's bytes as a Blob of the type recorded at upload (checked by content, D9), never a type
 * the response might suggest.
 */
export async function fetchDocumentBlob(id: number, type: string): Promise<Blob> {
  const response = await fetchStaffFile(`/api/admin/documents/${id}/download`);
  return new Blob([await response.arrayBuffer()], { type });
}

/** Saves the original file under its uploaded name. */
export async function downloadDocument(id: number, name: string, type: string): Promise<void> {
  saveBlob(await fetchDocumentBlob(id, type), name);
}
