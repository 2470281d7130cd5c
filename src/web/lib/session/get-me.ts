import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sessionUserResponseSchema } from '@shared/auth/schema';
import { apiRequest, hasErrorCode } from '../api-client';
import { queryKeys } from '../query-keys';

export type MeResponse = z.infer<typeof sessionUserResponseSchema>;

/** The signed-in victim according to the server, or null when there is no valid session. */
export async function getMe(): Promise<MeResponse | null> {
  try {
    return await apiRequest<MeResponse>('/api/auth/me');
  } catch (error) {
    if (hasErrorCode(error, 'SIGN_IN_REQUIRED')) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: queryKeys.me, queryFn: getMe, staleTime: 0 });
}
