import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotifyVictimInput } from '@shared/messages/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains, staffKeys } from '@/staff/lib/staff-query-keys';

export function notifyVictim(body: NotifyVictimInput): Promise<{ messageId: number; sentTo: string }> {
  return apiRequest<{ messageId: number; sentTo: string }>('/api/admin/notify-victim', { method: 'POST', json: body });
}

export function useNotifyVictim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notifyVictim,
    // Everything that shows messages or counts them: the lists, the thread, the stat cards.
    onSettled: () => Promise.all([invalidateDomains(queryClient, ['messages', 'audit']), queryClient.invalidateQueries({ queryKey: staffKeys.stats })]),
  });
}
