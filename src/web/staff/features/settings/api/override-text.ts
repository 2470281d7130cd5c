import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OverrideTextInput, RestoreTextInput, TextEntry } from '@shared/texts/schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

export function overrideText(input: OverrideTextInput): Promise<TextEntry> {
  return apiRequest<TextEntry>('/api/admin/texts', { method: 'PUT', json: input });
}

export function restoreText(input: RestoreTextInput): Promise<TextEntry> {
  return apiRequest<TextEntry>('/api/admin/texts/restore', { method: 'POST', json: input });
}

// After a change: the texts list and the record history. The words themselves reach readers with
// their next page (its texts' version changes).
export function useOverrideText() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: overrideText, onSuccess: () => invalidateDomains(queryClient, ['texts', 'audit']) });
}

export function useRestoreText() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreText, onSuccess: () => invalidateDomains(queryClient, ['texts', 'audit']) });
}
