import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewDocumentInput, StaffDocumentPage } from '@shared/documents/admin-schema';
import type { DocumentView } from '@shared/documents/schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { readAdminToken } from '@/lib/admin-token';
import { adminKeys } from '@/admin/lib/admin-query-keys';

export function useStaffDocuments(queryString: string) {
  return useQuery({
    queryKey: adminKeys.list('documents', { queryString }),
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
      Promise.all(['documents', 'incidents', 'users', 'audit'].map((domain) => queryClient.invalidateQueries({ queryKey: adminKeys.domain(domain) }))),
  });
}

/**
 * The file's bytes as a Blob of the type the server recorded. A plain link or frame would carry no
 * bearer token, so staff screens fetch the file and hand the browser a blob: address.
 */
export async function fetchDocumentBlob(id: number, type: string): Promise<Blob> {
  const token = readAdminToken();
  const response = await fetch(`/api/admin/documents/${id}/download`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText, response.headers.get('retry-after'));
  // The recorded type, checked by content at upload (D9), never a type the response might suggest.
  return new Blob([await response.arrayBuffer()], { type });
}

export async function downloadDocument(id: number, name: string, type: string): Promise<void> {
  const url = URL.createObjectURL(await fetchDocumentBlob(id, type));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
