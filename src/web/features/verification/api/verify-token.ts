import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { verifyTokenResponseSchema } from '@shared/verification/schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type VerifyTokenResponse = z.infer<typeof verifyTokenResponseSchema>;

export function verifyToken(token: string): Promise<VerifyTokenResponse> {
  return apiRequest<VerifyTokenResponse>(`/api/verify/${encodeURIComponent(token)}`);
}

/** Checking a token does not use it up; only completing the profile does. */
export function useVerifyToken(token: string | null) {
  return useQuery({
    queryKey: queryKeys.verification(token),
    queryFn: () => verifyToken(token ?? ''),
    enabled: Boolean(token),
  });
}
