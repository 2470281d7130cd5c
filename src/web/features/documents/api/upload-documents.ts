import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentCategory } from '@shared/documents/status';
import type { DocumentView } from '@shared/documents/schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type UploadDocumentsInput = { recoveryId: number; category: DocumentCategory; files: File[] };

export function uploadDocuments({ recoveryId, category, files }: UploadDocumentsInput): Promise<DocumentView[]> {
  const form = new FormData();
  // Text fields first: the server reads them before it streams the files.
  form.append('category', category);
  form.append('recoveryId', String(recoveryId));
  for (const file of files) form.append('documents', file, file.name);
  return apiRequest<DocumentView[]>('/api/documents', { formData: form });
}

export function useUploadDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocuments,
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: queryKeys.documents(input.recoveryId) }),
  });
}
