import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffDocumentPage } from '@shared/documents/staff-schema';
import type { DocumentView } from '@shared/documents/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** The files on one case (the staff documents list, narrowed to its reference). */
export function useCaseFiles(reference: string) {
  return useQuery({
    queryKey: staffKeys.list('documents', { caseFiles: reference }),
    queryFn: () => apiRequest<StaffDocumentPage>(`/api/admin/documents?q=${encodeURIComponent(reference)}&pageSize=100`),
  });
}

function useRefreshCase() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(['documents', 'incidents', 'audit'].map((domain) => queryClient.invalidateQueries({ queryKey: staffKeys.domain(domain) })));
}

export function useAddCaseFiles(incidentId: number) {
  const refresh = useRefreshCase();
  return useMutation({
    mutationFn: (formData: FormData) => apiRequest<DocumentView[]>(`/api/admin/incidents/${incidentId}/documents`, { method: 'POST', formData }),
    onSettled: refresh,
  });
}

export function useVerifyCaseFile() {
  const refresh = useRefreshCase();
  return useMutation({
    mutationFn: ({ id, requiredDocument }: { id: number; requiredDocument?: string }) =>
      apiRequest<DocumentView>(`/api/admin/documents/${id}`, { method: 'PUT', json: { status: 'verified', ...(requiredDocument ? { requiredDocument } : {}) } }),
    onSettled: refresh,
  });
}
