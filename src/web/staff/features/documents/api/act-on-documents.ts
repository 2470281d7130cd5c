import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkDocumentRequest } from '@shared/documents/bulk-schema';
import type { BulkResult } from '@shared/lists/bulk-schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

/** Verifies or rejects many chosen documents; the answer says, document by document, what was done and what was refused. */
export function actOnDocuments(body: BulkDocumentRequest): Promise<BulkResult> {
  return apiRequest<BulkResult>('/api/admin/documents/bulk', { method: 'POST', json: body });
}

export function useActOnDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnDocuments,
    // As a single review: the list, the case's files, a user's detail and the history.
    onSettled: () => invalidateDomains(queryClient, ['documents', 'incidents', 'users', 'audit']),
  });
}
