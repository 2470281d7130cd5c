import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { webhookDeliveryStatuses, type WebhookDelivery, type WebhookDeliveryStatus, type WebhookEndpoint } from '@shared/integrations/webhooks';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/i18n/format';
import { DataTable, type Column } from '@/staff/components/data-table';
import { Pagination } from '@/staff/components/pagination';
import { RecordDialog } from '@/staff/components/record-dialog';
import { failureToast } from '@/staff/lib/failure-toast';
import { useResendWebhookDelivery, useWebhookDeliveries, type DeliveryQuery } from '../api/webhooks';

const statusWords: Record<WebhookDeliveryStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  pending: { label: msg`Being tried`, tone: 'yellow' },
  delivered: { label: msg`Delivered`, tone: 'green' },
  failed: { label: msg`Failed`, tone: 'red' },
};

/** What the receiver answered, or why there was no answer (said at render, in the reader's language). */
function answerOf(delivery: WebhookDelivery): string {
  if (delivery.status === 'delivered') return `HTTP ${delivery.responseStatus ?? ''}`.trim();
  return delivery.error ?? (delivery.attempts === 0 ? t`Not tried yet` : '');
}

function whenOf(delivery: WebhookDelivery): string {
  if (delivery.deliveredAt) {
    const when = formatDateTime(delivery.deliveredAt);
    return t`Delivered ${when}`;
  }
  if (delivery.nextAttemptAt) {
    const when = formatDateTime(delivery.nextAttemptAt);
    return t`Next try ${when}`;
  }
  return '';
}

function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t: say, i18n } = useLingui();
  const [query, setQuery] = useState<DeliveryQuery>({ page: 1, pageSize: 25, status: 'all' });
  const deliveries = useWebhookDeliveries(endpoint.id, query);
  const resend = useResendWebhookDelivery();
  const url = endpoint.url;
  const columns: Column<WebhookDelivery>[] = [
    {
      key: 'event',
      header: say`Event`,
      cell: (delivery) => (
        <div className="flex flex-col">
          <code className="text-sm">{delivery.event}</code>
          <span className="text-sm text-muted-foreground">{formatDateTime(delivery.createdAt)}</span>
        </div>
      ),
    },
    { key: 'status', header: say`State`, cell: (delivery) => <Badge tone={statusWords[delivery.status].tone}>{i18n._(statusWords[delivery.status].label)}</Badge> },
    { key: 'tries', header: say`Tries`, cell: (delivery) => formatNumber(delivery.attempts) },
    { key: 'answer', header: say`Answer`, cell: (delivery) => <span className="[overflow-wrap:anywhere]">{answerOf(delivery)}</span> },
    { key: 'when', header: say`When`, cell: whenOf },
    {
      key: 'body',
      header: say`Body`,
      cell: (delivery) => (
        <details>
          <summary className="cursor-pointer text-primary underline underline-offset-2">
            <Trans>Show</Trans>
          </summary>
          <pre className="mt-1 max-w-xs whitespace-pre-wrap text-xs [overflow-wrap:anywhere]">{JSON.stringify(delivery.payload, null, 2)}</pre>
        </details>
      ),
    },
    {
      key: 'actions',
      header: say`Actions`,
      cell: (delivery) => {
        if (delivery.status !== 'failed') return null;
        const event = delivery.event;
        const when = formatDateTime(delivery.createdAt);
        return (
          <Button
            size="sm"
            variant="outline"
            disabled={resend.isPending || !endpoint.active}
            aria-label={say`Send ${event} of ${when} again`}
            onClick={() =>
              resend.mutate(
                { endpointId: endpoint.id, deliveryId: delivery.id },
                {
                  onSuccess: () => toast({ title: say`Sent again`, description: say`It is tried again now, with the same event id.` }),
                  onError: (error) => failureToast(errorMessage(error, say`Failed to send it again`)),
                },
              )
            }
          >
            <Trans>Send again</Trans>
          </Button>
        );
      },
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-wrap items-center gap-2 text-sm">
        <span>
          <Trans>Show</Trans>
        </span>
        <NativeSelect
          className="w-44"
          value={query.status}
          onChange={(event) => setQuery({ ...query, page: 1, status: event.target.value as DeliveryQuery['status'] })}
        >
          <option value="all">{say`Every delivery`}</option>
          {webhookDeliveryStatuses.map((status) => (
            <option key={status} value={status}>
              {i18n._(statusWords[status].label)}
            </option>
          ))}
        </NativeSelect>
      </label>
      {!endpoint.active ? <p className="text-sm text-muted-foreground">
          <Trans>The webhook is paused: resume it to send a failed delivery again.</Trans>
        </p> : null}
      <DataTable
        caption={say`Deliveries to ${url}`}
        columns={columns}
        rows={deliveries.data?.items}
        rowKey={(delivery) => delivery.id}
        isLoading={deliveries.isFetching}
        error={deliveries.isError ? say`The deliveries could not be loaded. Close this and try again.` : undefined}
        empty={query.status === 'all' ? say`Nothing sent yet. Send a test event to try the address.` : say`No deliveries in this state.`}
      />
      <Pagination
        page={query.page}
        pageSize={query.pageSize}
        total={deliveries.data?.total}
        onPage={(page) => setQuery({ ...query, page })}
        onPageSize={(pageSize) => setQuery({ ...query, page: 1, pageSize })}
        noun={say`deliveries`}
      />
    </div>
  );
}

/** An endpoint's delivery log: each event sent, its tries and the answer; Send again for a failed one. */
export function WebhookDeliveriesDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const { t: say } = useLingui();
  return (
    <RecordDialog
      record={endpoint}
      onClose={onClose}
      className="sm:max-w-5xl"
      title={say`Deliveries`}
      description={<span className="[overflow-wrap:anywhere]">{endpoint?.url}</span>}
    >
      {(chosen) => <DeliveryLog endpoint={chosen} />}
    </RecordDialog>
  );
}
