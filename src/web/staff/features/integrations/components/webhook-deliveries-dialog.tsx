import { useState } from 'react';
import { webhookDeliveryStatuses, type WebhookDelivery, type WebhookDeliveryStatus, type WebhookEndpoint } from '@shared/integrations/webhooks';
import { formatDateTime } from '@shared/format/dates';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { DataTable, type Column } from '@/staff/components/data-table';
import { Pagination } from '@/staff/components/pagination';
import { RecordDialog } from '@/staff/components/record-dialog';
import { failureToast } from '@/staff/lib/failure-toast';
import { useResendWebhookDelivery, useWebhookDeliveries, type DeliveryQuery } from '../api/webhooks';

const statusWords: Record<WebhookDeliveryStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Being tried', tone: 'yellow' },
  delivered: { label: 'Delivered', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
};

/** What the receiver answered, or why there was no answer. */
function answerOf(delivery: WebhookDelivery): string {
  if (delivery.status === 'delivered') return `HTTP ${delivery.responseStatus ?? ''}`.trim();
  return delivery.error ?? (delivery.attempts === 0 ? 'Not tried yet' : '');
}

function whenOf(delivery: WebhookDelivery): string {
  if (delivery.deliveredAt) return `Delivered ${formatDateTime(delivery.deliveredAt)}`;
  if (delivery.nextAttemptAt) return `Next try ${formatDateTime(delivery.nextAttemptAt)}`;
  return '';
}

function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [query, setQuery] = useState<DeliveryQuery>({ page: 1, pageSize: 25, status: 'all' });
  const deliveries = useWebhookDeliveries(endpoint.id, query);
  const resend = useResendWebhookDelivery();
  const columns: Column<WebhookDelivery>[] = [
    {
      key: 'event',
      header: 'Event',
      cell: (delivery) => (
        <div className="flex flex-col">
          <code className="text-sm">{delivery.event}</code>
          <span className="text-sm text-muted-foreground">{formatDateTime(delivery.createdAt)}</span>
        </div>
      ),
    },
    { key: 'status', header: 'State', cell: (delivery) => <Badge tone={statusWords[delivery.status].tone}>{statusWords[delivery.status].label}</Badge> },
    { key: 'tries', header: 'Tries', cell: (delivery) => delivery.attempts },
    { key: 'answer', header: 'Answer', cell: (delivery) => <span className="[overflow-wrap:anywhere]">{answerOf(delivery)}</span> },
    { key: 'when', header: 'When', cell: whenOf },
    {
      key: 'body',
      header: 'Body',
      cell: (delivery) => (
        <details>
          <summary className="cursor-pointer text-primary underline underline-offset-2">Show</summary>
          <pre className="mt-1 max-w-xs whitespace-pre-wrap text-xs [overflow-wrap:anywhere]">{JSON.stringify(delivery.payload, null, 2)}</pre>
        </details>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (delivery) =>
        delivery.status === 'failed' ? (
          <Button
            size="sm"
            variant="outline"
            disabled={resend.isPending || !endpoint.active}
            aria-label={`Send ${delivery.event} of ${formatDateTime(delivery.createdAt)} again`}
            onClick={() =>
              resend.mutate(
                { endpointId: endpoint.id, deliveryId: delivery.id },
                {
                  onSuccess: () => toast({ title: 'Sent again', description: 'It is tried again now, with the same event id.' }),
                  onError: (error) => failureToast(errorMessage(error, 'Failed to send it again')),
                },
              )
            }
          >
            Send again
          </Button>
        ) : null,
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-wrap items-center gap-2 text-sm">
        <span>Show</span>
        <NativeSelect
          className="w-44"
          value={query.status}
          onChange={(event) => setQuery({ ...query, page: 1, status: event.target.value as DeliveryQuery['status'] })}
        >
          <option value="all">Every delivery</option>
          {webhookDeliveryStatuses.map((status) => (
            <option key={status} value={status}>
              {statusWords[status].label}
            </option>
          ))}
        </NativeSelect>
      </label>
      {!endpoint.active ? <p className="text-sm text-muted-foreground">The webhook is paused: resume it to send a failed delivery again.</p> : null}
      <DataTable
        caption={`Deliveries to ${endpoint.url}`}
        columns={columns}
        rows={deliveries.data?.items}
        rowKey={(delivery) => delivery.id}
        isLoading={deliveries.isFetching}
        error={deliveries.isError ? 'The deliveries could not be loaded. Close this and try again.' : undefined}
        empty={query.status === 'all' ? 'Nothing sent yet. Send a test event to try the address.' : 'No deliveries in this state.'}
      />
      <Pagination
        page={query.page}
        pageSize={query.pageSize}
        total={deliveries.data?.total}
        onPage={(page) => setQuery({ ...query, page })}
        onPageSize={(pageSize) => setQuery({ ...query, page: 1, pageSize })}
        noun="deliveries"
      />
    </div>
  );
}

/** An endpoint's delivery log: each event sent, its tries and the answer; Send again for a failed one. */
export function WebhookDeliveriesDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  return (
    <RecordDialog
      record={endpoint}
      onClose={onClose}
      className="sm:max-w-5xl"
      title="Deliveries"
      description={<span className="[overflow-wrap:anywhere]">{endpoint?.url}</span>}
    >
      {(chosen) => <DeliveryLog endpoint={chosen} />}
    </RecordDialog>
  );
}
