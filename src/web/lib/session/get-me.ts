import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sessionStateResponseSchema, sessionUserResponseSchema } from '@shared/auth/schema';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

export type MeResponse = z.infer<typeof sessionUserResponseSchema>;
type SessionState = z.infer<typeof sessionStateResponseSchema>;

/**
 * The signed-in victim according to the server, or null when there is no valid session. It asks
 * /api/auth/session, which answers a signed-out visitor with 200 and no user: /api/auth/me's 401
 * would be logged by the browser as an error on every signed-out page load.
 */
export async function getMe(): Promise<MeResponse | null> {
  const { user } = await apiRequest<SessionState>('/api/auth/session');
  return user ? { user } : null;
}

export function useMe() {
  return useQuery({ queryKey: queryKeys.me, queryFn: getMe, staleTime: 0 });
}
