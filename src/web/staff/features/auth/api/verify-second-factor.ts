import { useMutation } from '@tanstack/react-query';
import type { SecondFactorResult } from '@shared/auth/second-factor';
import { apiRequest } from '@/lib/api-client';

/** The sign-in's second step: a code from the app or a recovery code. */
export function verifySecondFactor(code: string): Promise<SecondFactorResult> {
  return apiRequest<SecondFactorResult>('/api/admin/second-factor/verify', { method: 'POST', json: { code } });
}

export function useVerifySecondFactor() {
  return useMutation({ mutationFn: verifySecondFactor });
}
