import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevealedSetting } from '@shared/settings/staff-schema';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains } from '@/staff/lib/staff-query-keys';

/** A secret setting's value, answered only to an admin. */
export function revealSetting(key: string): Promise<RevealedSetting> {
  return apiRequest<RevealedSetting>(`/api/admin/settings/${encodeURIComponent(key)}/reveal`);
}

/** A mutation, never cached: each reveal is asked for, and audited, on its own. */
export function useRevealSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealSetting,
    onSettled: () => invalidateDomains(queryClient, ['audit']),
  });
}
