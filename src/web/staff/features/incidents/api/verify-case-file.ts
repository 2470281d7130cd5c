import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentView } from '@shared/documents/schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

type VerifyCaseFile = { id: number; requiredDocument?: string };

/** Marks a case file verified, and as the required document it stands for when one is named. */
export function verifyCaseFile({ id, requiredDocument }: VerifyCaseFile): Promise<DocumentView> {
  return apiRequest<DocumentView>(`/api/admin/documents/${id}`, { method: 'PUT', json: { status: 'verified', ...(requiredDocument ? { requiredDocument } : {}) } });
}

/** Rejects a case file with the reason the victim reads on their case page. */
export function rejectCaseFile({ id, reason }: { id: number; reason: string }): Promise<DocumentView> {
  return apiRequest<DocumentView>(`/api/admin/documents/${id}`, { method: 'PUT', json: { status: 'rejected', reason } });
}

export function useRejectCaseFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectCaseFile,
    onSettled: () => invalidateDomains(queryClient, ['documents', 'incidents', 'audit']),
  });
}

export function useVerifyCaseFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCaseFile,
    onSettled: () => invalidateDomains(queryClient, ['documents', 'incidents', 'audit']),
  });
}
