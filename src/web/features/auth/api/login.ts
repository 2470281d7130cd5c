import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginRequestSchema, sessionUserResponseSchema } from '@shared/auth/schema';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { storeUser } from '@/lib/session/stored-user';

export type LoginInput = z.output<typeof loginRequestSchema>;
export type LoginResponse = z.infer<typeof sessionUserResponseSchema>;

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/login', { json: input });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      storeUser({ email: user.email });
      queryClient.setQueryData(queryKeys.me, { user });
    },
  });
}
