import { useMutation } from '@tanstack/react-query';
import { IMPORT_FILE_FIELD, type ImportKind, type ImportPreview } from '@shared/imports/schema';
import { apiRequest } from '@/lib/api-client';

/** Every row of the file checked, nothing written (`POST /api/admin/imports/preview`). */
export function previewImport({ kind, file }: { kind: ImportKind; file: File }): Promise<ImportPreview> {
  const formData = new FormData();
  formData.append('kind', kind);
  formData.append(IMPORT_FILE_FIELD, file);
  return apiRequest<ImportPreview>('/api/admin/imports/preview', { method: 'POST', formData });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
