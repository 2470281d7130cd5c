import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentView } from '@shared/documents/schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

/** Staff add files to a case; `formData` holds the files and what each one is. */
export function addCaseFiles(incidentId: number, formData: FormData): Promise<DocumentView[]> {
  return apiRequest<DocumentView[]>(`/api/admin/incidents/${incidentId}/documents`, { method: 'POST', formData });
}

export function useAddCaseFiles(incidentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formData: FormData) => addCaseFiles(incidentId, formData),
    onSettled: () => invalidateDomains(queryClient, ['documents', 'incidents', 'audit']),
  });
}
