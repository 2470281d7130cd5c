import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Ends every session of the victim's account, this browser's too (POST /api/auth/sign-out-everywhere). */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => apiRequest<{ ok: true }>('/api/auth/sign-out-everywhere', { method: 'POST' }) });
}
