import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes } from '@shared/auth/second-factor';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

/** Ten new recovery codes; the old ones stop working. */
export function renewRecoveryCodes(): Promise<RecoveryCodes> {
  return apiRequest<RecoveryCodes>('/api/admin/second-factor/recovery-codes', { method: 'POST' });
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    // Not awaited: the page shows the new codes at once and the count follows.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKeys.secondFactor }),
  });
}
