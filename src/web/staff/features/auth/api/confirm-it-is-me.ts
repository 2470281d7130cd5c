import { useMutation } from '@tanstack/react-query';
import type { FreshConfirmationRequest, SecondFactorResult } from '@shared/auth/second-factor';
import { apiRequest } from '@/lib/api-client';

/** A fresh confirmation (password or code) before the most sensitive staff calls. */
export function confirmItIsMe(input: FreshConfirmationRequest): Promise<SecondFactorResult> {
  return apiRequest<SecondFactorResult>('/api/admin/second-factor/confirm', { method: 'POST', json: input });
}

export function useConfirmItIsMe() {
  return useMutation({ mutationFn: confirmItIsMe });
}
