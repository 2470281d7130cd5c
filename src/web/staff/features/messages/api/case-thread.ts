import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotifyVictimInput, StaffReplyInput, StaffThread, StaffThreadMessage } from '@shared/messages/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** A case's whole thread, notes included; nothing is asked while no case is open. */
export function useCaseThread(incidentId: number | null) {
  return useQuery({
    queryKey: staffKeys.record('messages', incidentId ?? 0),
    queryFn: () => apiRequest<StaffThread>(`/api/admin/incidents/${incidentId}/messages`),
    enabled: incidentId !== null,
  });
}

/** Everything that shows messages or counts them: the lists, the thread, the stat cards. */
function useRefreshMessages() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKeys.domain('messages') }),
      queryClient.invalidateQueries({ queryKey: staffKeys.stats }),
      queryClient.invalidateQueries({ queryKey: staffKeys.domain('audit') }),
    ]);
}

export function useMarkThreadRead() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (incidentId: number) => apiRequest<{ marked: number }>(`/api/admin/incidents/${incidentId}/messages/read`, { method: 'POST' }),
    onSuccess: (result) => (result.marked > 0 ? refresh() : undefined),
  });
}

export function useSendStaffMessage() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: ({ incidentId, body }: { incidentId: number; body: StaffReplyInput }) =>
      apiRequest<StaffThreadMessage>(`/api/admin/incidents/${incidentId}/messages`, { method: 'POST', json: body }),
    onSettled: refresh,
  });
}

export function useNotifyVictim() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (body: NotifyVictimInput) =>
      apiRequest<{ messageId: number; sentTo: string }>('/api/admin/notify-victim', { method: 'POST', json: body }),
    onSettled: refresh,
  });
}
