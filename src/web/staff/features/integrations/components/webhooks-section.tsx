import { Plus } from 'lucide-react';
import { useState } from 'react';
import { webhookEventLabels, type WebhookEndpoint } from '@shared/integrations/webhooks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { DataTable, type Column } from '@/staff/components/data-table';
import { failureToast } from '@/staff/lib/failure-toast';
import { returnFocus } from '@/staff/lib/return-focus';
import { useSendTestWebhook, useSetWebhookActive, useWebhooks } from '../api/webhooks';
import { DeleteWebhookDialog } from './delete-webhook-dialog';
import { NewWebhookDialog } from './new-webhook-dialog';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';

/** The webhook endpoints: where events go, which, how the last week went; each with its log and actions. */
export function WebhooksSection() {
  const endpoints = useWebhooks();
  const setActive = useSetWebhookActive();
  const sendTest = useSendTestWebhook();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const name = (endpoint: WebhookEndpoint) => endpoint.description || endpoint.url;
  const columns: Column<WebhookEndpoint>[] = [
    {
      key: 'address',
      header: 'Address',
      cell: (endpoint) => (
        <div className="flex flex-col">
          <span className="font-medium [overflow-wrap:anywhere]">{endpoint.url}</span>
          {endpoint.description ? <span className="text-sm text-muted-foreground">{endpoint.description}</span> : null}
        </div>
      ),
    },
    {
      key: 'events',
      header: 'Events',
      cell: (endpoint) => (
        <ul className="flex flex-col">
          {endpoint.events.map((event) => (
            <li key={event}>{webhookEventLabels[event].label}</li>
          ))}
        </ul>
      ),
    },
    { key: 'state', header: 'State', cell: (endpoint) => (endpoint.active ? <Badge tone="green">Active</Badge> : <Badge tone="grey">Paused</Badge>) },
    {
      key: 'recent',
      header: 'Last 7 days',
      cell: ({ recent }) => (
        <span>
          {recent.delivered} delivered, {recent.failed} failed{recent.pending > 0 ? `, ${recent.pending} being tried` : ''}
        </span>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (endpoint) => (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" data-webhook={endpoint.id} aria-label={`Deliveries of ${name(endpoint)}`} onClick={() => setViewing(endpoint)}>
            Deliveries
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!endpoint.active || sendTest.isPending}
            aria-label={`Send a test event to ${name(endpoint)}`}
            onClick={() =>
              sendTest.mutate(endpoint.id, {
                onSuccess: () => toast({ title: 'Test event sent', description: 'Open Deliveries to see how it went.' }),
                onError: (error) => failureToast(errorMessage(error, 'Failed to send a test event')),
              })
            }
          >
            Send a test event
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={setActive.isPending}
            aria-label={`${endpoint.active ? 'Pause' : 'Resume'} ${name(endpoint)}`}
            onClick={() =>
              setActive.mutate(
                { id: endpoint.id, active: !endpoint.active },
                {
                  onSuccess: (changed) =>
                    toast({ title: changed.active ? 'Webhook resumed' : 'Webhook paused', description: changed.active ? 'New events go to it again.' : 'Events of this time will not be sent to it.' }),
                  onError: (error) => failureToast(errorMessage(error, 'Failed to change the webhook')),
                },
              )
            }
          >
            {endpoint.active ? 'Pause' : 'Resume'}
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Delete ${name(endpoint)}`} onClick={() => setDeleting(endpoint)}>
            Delete
          </Button>
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="webhooks-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="webhooks-heading" className="text-xl font-semibold" tabIndex={-1}>
            Webhooks
          </h2>
          <p className="text-muted-foreground">
            Haven tells these addresses when a case is created, changes status, or a payout is decided: signed, tried up to six times over about 13
            hours, each try logged.
          </p>
        </div>
        <Button onClick={() => setAdding(true)} data-new-webhook>
          <Plus aria-hidden="true" /> New webhook
        </Button>
      </div>
      <DataTable
        caption="Webhooks"
        columns={columns}
        rows={endpoints.data?.items}
        rowKey={(endpoint) => endpoint.id}
        isLoading={endpoints.isFetching}
        error={endpoints.isError ? 'The webhooks could not be loaded. Try Refresh All.' : undefined}
        empty="No webhooks yet. Add one with New webhook."
      />
      <NewWebhookDialog
        open={adding}
        onClose={() => {
          returnFocus('[data-new-webhook]');
          setAdding(false);
        }}
      />
      <WebhookDeliveriesDialog
        endpoint={viewing}
        onClose={() => {
          returnFocus(viewing ? `[data-webhook="${viewing.id}"]` : '#webhooks-heading');
          setViewing(null);
        }}
      />
      <DeleteWebhookDialog
        endpoint={deleting}
        onClose={() => {
          returnFocus('#webhooks-heading');
          setDeleting(null);
        }}
      />
    </section>
  );
}
