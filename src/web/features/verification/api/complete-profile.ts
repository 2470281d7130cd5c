import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sessionUserResponseSchema } from '@shared/auth/schema';
import type { profileFormSchema } from '@shared/verification/schema';
import { apiRequest } from '@/lib/api-client';

export type CompleteProfileInput = { token: string; profile: z.output<typeof profileFormSchema> };
export type CompleteProfileResponse = z.infer<typeof sessionUserResponseSchema>;

/** Creates (or updates) the profile and signs the victim in: the server sets the session cookie. */
export function completeProfile({ token, profile }: CompleteProfileInput): Promise<CompleteProfileResponse> {
  return apiRequest<CompleteProfileResponse>(`/api/verify/${encodeURIComponent(token)}/complete`, { json: profile });
}

export function useCompleteProfile() {
  return useMutation({ mutationFn: completeProfile });
}
