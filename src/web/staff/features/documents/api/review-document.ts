import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewDocumentInput } from '@shared/documents/staff-schema';
import type { DocumentView } from '@shared/documents/schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

type ReviewDocument = { id: number; body: ReviewDocumentInput };

export function reviewDocument({ id, body }: ReviewDocument): Promise<DocumentView> {
  return apiRequest<DocumentView>(`/api/admin/documents/${id}`, { method: 'PUT', json: body });
}

export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDocument,
    // A verification may tick a required document: the incident shows it too.
    onSettled: () => invalidateDomains(queryClient, ['documents', 'incidents', 'users', 'audit']),
  });
}
