import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_FILE_FIELD, type ImportKind, type ImportResult } from '@shared/imports/schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

export type CommitImportInput = { kind: ImportKind; file: File; previewDigest: string; vouched: boolean };

/**
 * The previewed file again, with the preview's digest: the server imports every good row in one
 * transaction, or nothing (`POST /api/admin/imports`). Nothing of the file waits on the server
 * between the two calls.
 */
export function commitImport({ kind, file, previewDigest, vouched }: CommitImportInput): Promise<ImportResult> {
  const formData = new FormData();
  formData.append('kind', kind);
  formData.append('previewDigest', previewDigest);
  formData.append('vouched', String(vouched));
  formData.append(IMPORT_FILE_FIELD, file);
  return apiRequest<ImportResult>('/api/admin/imports', { method: 'POST', formData });
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    // New cases and trails show in the lists, the tiles, My work's queues and the audit log.
    onSuccess: () => invalidateDomains(queryClient, ['incidents', 'money-trails', 'stats', 'overview', 'work', 'audit']),
  });
}
