import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffReplyInput, StaffThreadMessage } from '@shared/messages/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains, staffKeys } from '@/staff/lib/staff-query-keys';

/** A reply to the victim, or a note only staff see, on a case's thread. */
export function sendStaffMessage({ incidentId, body }: { incidentId: number; body: StaffReplyInput }): Promise<StaffThreadMessage> {
  return apiRequest<StaffThreadMessage>(`/api/admin/incidents/${incidentId}/messages`, { method: 'POST', json: body });
}

export function useSendStaffMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStaffMessage,
    // Everything that shows messages or counts them (the lists, the thread, the stat cards), and the
    // case itself: a reply moves its response clock and its Activity, and may take it off My work.
    onSettled: () => Promise.all([invalidateDomains(queryClient, ['messages', 'incidents', 'work', 'audit']), queryClient.invalidateQueries({ queryKey: staffKeys.stats })]),
  });
}
