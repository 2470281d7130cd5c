import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, ApiKeyList, CreateApiKeyInput, CreatedApiKey } from '@shared/integrations/api-keys';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains, staffKeys } from '@/staff/lib/staff-query-keys';

// The API keys of Integrations (issue 27): one server call each, and the hook the screens use.

export function getApiKeys(): Promise<ApiKeyList> {
  return apiRequest<ApiKeyList>('/api/admin/api-keys');
}

export function useApiKeys() {
  return useQuery({ queryKey: staffKeys.list('api-keys', {}), queryFn: getApiKeys });
}

export function createApiKey(body: CreateApiKeyInput): Promise<CreatedApiKey> {
  return apiRequest<CreatedApiKey>('/api/admin/api-keys', { method: 'POST', json: body });
}

/** The list, and the audit log that records the new key. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess: () => invalidateDomains(queryClient, ['api-keys', 'audit']) });
}

export function revokeApiKey(id: number): Promise<ApiKey> {
  return apiRequest<ApiKey>(`/api/admin/api-keys/${id}/revoke`, { method: 'POST' });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSuccess: () => invalidateDomains(queryClient, ['api-keys', 'audit']) });
}
