import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sessionUserResponseSchema } from '@shared/auth/schema';
import { ApiError, apiRequest } from '@/lib/api-client';

export type MeResponse = z.infer<typeof sessionUserResponseSchema>;
export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in victim according to the server, or null when there is no valid session. */
export async function getMe(): Promise<MeResponse | null> {
  try {
    return await apiRequest<MeResponse>('/api/auth/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 0 });
}
