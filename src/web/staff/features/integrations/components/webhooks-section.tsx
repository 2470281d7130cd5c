import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { WebhookEndpoint } from '@shared/integrations/webhooks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/i18n/format';
import { DataTable, type Column } from '@/staff/components/data-table';
import { failureToast } from '@/staff/lib/failure-toast';
import { returnFocus } from '@/staff/lib/return-focus';
import { useSendTestWebhook, useSetWebhookActive, useWebhooks } from '../api/webhooks';
import { DeleteWebhookDialog } from './delete-webhook-dialog';
import { eventText } from './integration-labels';
import { NewWebhookDialog } from './new-webhook-dialog';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';

/** The webhook endpoints: where events go, which, how the last week went; each with its log and actions. */
export function WebhooksSection() {
  const { t } = useLingui();
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
      header: t`Address`,
      cell: (endpoint) => (
        <div className="flex flex-col">
          <span className="font-medium [overflow-wrap:anywhere]">{endpoint.url}</span>
          {endpoint.description ? <span className="text-sm text-muted-foreground">{endpoint.description}</span> : null}
        </div>
      ),
    },
    {
      key: 'events',
      header: t`Events`,
      cell: (endpoint) => (
        <ul className="flex flex-col">
          {endpoint.events.map((event) => (
            <li key={event}>{eventText(event).label}</li>
          ))}
        </ul>
      ),
    },
    { key: 'state', header: t`State`, cell: (endpoint) => (endpoint.active ? <Badge tone="green">{t`Active`}</Badge> : <Badge tone="grey">{t`Paused`}</Badge>) },
    {
      key: 'recent',
      header: t`Last 7 days`,
      cell: ({ recent }) => {
        const delivered = formatNumber(recent.delivered);
        const failed = formatNumber(recent.failed);
        const pending = formatNumber(recent.pending);
        return (
          <span>{recent.pending > 0 ? t`${delivered} delivered, ${failed} failed, ${pending} being tried` : t`${delivered} delivered, ${failed} failed`}</span>
        );
      },
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (endpoint) => {
        const endpointName = name(endpoint);
        return (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" data-webhook={endpoint.id} aria-label={t`Deliveries of ${endpointName}`} onClick={() => setViewing(endpoint)}>
              <Trans>Deliveries</Trans>
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!endpoint.active || sendTest.isPending}
              aria-label={t`Send a test event to ${endpointName}`}
              onClick={() =>
                sendTest.mutate(endpoint.id, {
                  onSuccess: () => toast({ title: t`Test event sent`, description: t`Open Deliveries to see how it went.` }),
                  onError: (error) => failureToast(errorMessage(error, t`Failed to send a test event`)),
                })
              }
            >
              <Trans>Send a test event</Trans>
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={setActive.isPending}
              aria-label={endpoint.active ? t`Pause ${endpointName}` : t`Resume ${endpointName}`}
              onClick={() =>
                setActive.mutate(
                  { id: endpoint.id, active: !endpoint.active },
                  {
                    onSuccess: (changed) =>
                      toast(
                        changed.active
                          ? { title: t`Webhook resumed`, description: t`New events go to it again.` }
                          : { title: t`Webhook paused`, description: t`Events of this time will not be sent to it.` },
                      ),
                    onError: (error) => failureToast(errorMessage(error, t`Failed to change the webhook`)),
                  },
                )
              }
            >
              {endpoint.active ? t`Pause` : t`Resume`}
            </Button>
            <Button size="sm" variant="ghost" aria-label={t`Delete ${endpointName}`} onClick={() => setDeleting(endpoint)}>
              <Trans>Delete</Trans>
            </Button>
          </div>
        );
      },
    },
  ];
  return (
    <section aria-labelledby="webhooks-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="webhooks-heading" className="text-xl font-semibold" tabIndex={-1}>
            <Trans>Webhooks</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>
              Haven tells these addresses when a case is created, changes status, or a payout is decided: signed, tried up to six times over about 13
              hours, each try logged.
            </Trans>
          </p>
        </div>
        <Button onClick={() => setAdding(true)} data-new-webhook>
          <Plus aria-hidden="true" /> <Trans>New webhook</Trans>
        </Button>
      </div>
      <DataTable
        caption={t`Webhooks`}
        columns={columns}
        rows={endpoints.data?.items}
        rowKey={(endpoint) => endpoint.id}
        isLoading={endpoints.isFetching}
        error={endpoints.isError ? t`The webhooks could not be loaded. Try Refresh All.` : undefined}
        empty={t`No webhooks yet. Add one with New webhook.`}
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
