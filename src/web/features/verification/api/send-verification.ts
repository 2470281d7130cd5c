import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sendVerificationResponseSchema } from '@shared/verification/schema';
import { apiRequest } from '@/lib/api-client';

export type SendVerificationResponse = z.infer<typeof sendVerificationResponseSchema>;

export function sendVerification(email: string): Promise<SendVerificationResponse> {
  return apiRequest<SendVerificationResponse>('/api/send-verification', { json: { email } });
}

export function useSendVerification() {
  return useMutation({ mutationFn: sendVerification });
}
