import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedReply, SavedReplyInput } from '@shared/messages/saved-replies';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

/** Create (no id) or replace (id) a saved reply. */
export function saveSavedReply({ id, body }: { id?: number; body: SavedReplyInput }): Promise<SavedReply> {
  return apiRequest<SavedReply>(id === undefined ? '/api/admin/saved-replies' : `/api/admin/saved-replies/${id}`, { method: id === undefined ? 'POST' : 'PUT', json: body });
}

/** The library and every reply form's list, and the audit log that records the change. */
export function useSaveSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSavedReply, onSuccess: () => invalidateDomains(queryClient, ['saved-replies', 'audit']) });
}
