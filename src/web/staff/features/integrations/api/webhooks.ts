import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedWebhookEndpoint,
  CreateWebhookEndpointInput,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEndpointList,
} from '@shared/integrations/webhooks';
import { backgroundRequestHeaders } from '@shared/auth/background-request';
import { apiRequest } from '@/lib/api-client';
import { invalidateDomains, staffKeys } from '@/staff/lib/staff-query-keys';

// The webhook endpoints of Integrations and their delivery log (issue 27).

const refreshed = ['webhooks', 'audit'];

export function getWebhooks(): Promise<WebhookEndpointList> {
  return apiRequest<WebhookEndpointList>('/api/admin/webhooks');
}

export function useWebhooks() {
  return useQuery({ queryKey: staffKeys.list('webhooks', {}), queryFn: getWebhooks });
}

export function createWebhook(body: CreateWebhookEndpointInput): Promise<CreatedWebhookEndpoint> {
  return apiRequest<CreatedWebhookEndpoint>('/api/admin/webhooks', { method: 'POST', json: body });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWebhook, onSuccess: () => invalidateDomains(queryClient, refreshed) });
}

export function setWebhookActive({ id, active }: { id: number; active: boolean }): Promise<WebhookEndpoint> {
  return apiRequest<WebhookEndpoint>(`/api/admin/webhooks/${id}`, { method: 'PUT', json: { active } });
}

/** Pause or resume. */
export function useSetWebhookActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setWebhookActive, onSuccess: () => invalidateDomains(queryClient, refreshed) });
}

export function deleteWebhook(id: number): Promise<void> {
  return apiRequest<void>(`/api/admin/webhooks/${id}`, { method: 'DELETE' });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWebhook, onSuccess: () => invalidateDomains(queryClient, refreshed) });
}

export type DeliveryQuery = { page: number; pageSize: number; status: 'all' | WebhookDeliveryStatus };

export function getWebhookDeliveries(endpointId: number, query: DeliveryQuery): Promise<WebhookDeliveryPage> {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize), status: query.status });
  // Read again on a timer while a delivery is being tried: not the person's use of Haven.
  return apiRequest<WebhookDeliveryPage>(`/api/admin/webhooks/${endpointId}/deliveries?${params}`, { headers: backgroundRequestHeaders });
}

/**
 * One endpoint's log. While a delivery is still being tried, the log is read again every few
 * seconds (a background read, which does not count as the staff member's activity).
 */
export function useWebhookDeliveries(endpointId: number, query: DeliveryQuery) {
  return useQuery({
    queryKey: [...staffKeys.record('webhooks', endpointId), 'deliveries', query],
    queryFn: () => getWebhookDeliveries(endpointId, query),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.items.some((delivery) => delivery.status === 'pending') ? 3000 : false),
  });
}

export function resendWebhookDelivery({ endpointId, deliveryId }: { endpointId: number; deliveryId: number }): Promise<WebhookDelivery> {
  return apiRequest<WebhookDelivery>(`/api/admin/webhooks/${endpointId}/deliveries/${deliveryId}/resend`, { method: 'POST' });
}

export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendWebhookDelivery, onSuccess: () => invalidateDomains(queryClient, refreshed) });
}

export function sendTestWebhook(endpointId: number): Promise<WebhookDelivery> {
  return apiRequest<WebhookDelivery>(`/api/admin/webhooks/${endpointId}/test`, { method: 'POST' });
}

export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendTestWebhook, onSuccess: () => invalidateDomains(queryClient, refreshed) });
}
