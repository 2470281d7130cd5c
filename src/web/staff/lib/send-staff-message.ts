import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffReplyInput, StaffThreadMessage } from '@shared/messages/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains, staffKeys } from '@/staff/lib/staff-query-keys';

/**
 * A reply to the victim, or a note only staff see, on a case's thread. A reply with a file goes as
 * one multipart request: the server keeps both or neither.
 */
export function sendStaffMessage({ incidentId, body, file }: { incidentId: number; body: StaffReplyInput; file?: File | null }): Promise<StaffThreadMessage> {
  if (!file) return apiRequest<StaffThreadMessage>(`/api/admin/incidents/${incidentId}/messages`, { method: 'POST', json: body });
  const formData = new FormData();
  formData.append('content', body.content ?? '');
  formData.append('role', body.role ?? '');
  formData.append('file', file);
  return apiRequest<StaffThreadMessage>(`/api/admin/incidents/${incidentId}/messages/with-file`, { method: 'POST', formData });
}

export function useSendStaffMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStaffMessage,
    // Everything that shows messages or counts them (the lists, the thread, the stat cards), and the
    // case itself: a reply moves its response clock and its Activity, and may take it off My work.
    // A file the reply carried is a case document: the case's files and Documents show it too.
    onSettled: (_message, _error, { file }) =>
      Promise.all([
        invalidateDomains(queryClient, file ? ['messages', 'incidents', 'work', 'audit', 'documents'] : ['messages', 'incidents', 'work', 'audit']),
        queryClient.invalidateQueries({ queryKey: staffKeys.stats }),
      ]),
  });
}
