import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Confirms the app with a code it shows; the recovery codes come back when this is the first second factor. */
export function finishTotp(code: string): Promise<{ recoveryCodes: string[] | null }> {
  return apiRequest<{ recoveryCodes: string[] | null }>('/api/admin/second-factor/totp/confirm', { method: 'POST', json: { code } });
}

// The status is refreshed by the page: setting up and the security page each go on differently.
export function useFinishTotp() {
  return useMutation({ mutationFn: finishTotp });
}
