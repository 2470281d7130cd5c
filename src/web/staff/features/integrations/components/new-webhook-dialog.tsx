import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { createWebhookEndpointSchema, webhookEvents, type CreatedWebhookEndpoint, type WebhookEvent } from '@shared/integrations/webhooks';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { RecordDialog } from '@/staff/components/record-dialog';
import { RefusalAlert } from '@/staff/components/refusal-alert';
import { useRefusal } from '@/staff/lib/use-refusal';
import { useCreateWebhook } from '../api/webhooks';
import { CheckList } from './check-list';
import { eventText } from './integration-labels';
import { ShownOnce } from './shown-once';

type Errors = { url?: string; description?: string; events?: string };

function NewWebhookForm({ onCreated, onCancel }: { onCreated: (created: CreatedWebhookEndpoint) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const eventOptions = webhookEvents.map((value) => ({ value, ...eventText(value) }));
  const create = useCreateWebhook();
  const refusal = useRefusal();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...webhookEvents]);
  const [errors, setErrors] = useState<Errors>({});
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      aria-busy={create.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        refusal.clear();
        const parsed = createWebhookEndpointSchema.safeParse({ url, description, events: webhookEvents.filter((name) => events.includes(name)) });
        if (!parsed.success) {
          const found: Errors = {};
          for (const issue of parsed.error.issues) {
            const field = String(issue.path[0]) as keyof Errors;
            found[field] ??= issue.message;
          }
          setErrors(found);
          return;
        }
        setErrors({});
        create.mutate(parsed.data, { onSuccess: onCreated, onError: (error) => refusal.show(error, t`Failed to add the webhook`) });
      }}
    >
      <FormField label={t`Address`} required hint={t`Where Haven sends the events: https://, on the public internet.`} error={errors.url}>
        <Input type="url" inputMode="url" autoComplete="off" placeholder="https://example.org/haven-events" value={url} onChange={(event) => setUrl(event.target.value)} />
      </FormField>
      <FormField label={t`Description (optional)`} hint={t`Whose system it is, so the list says.`} error={errors.description}>
        <Input autoComplete="off" value={description} onChange={(event) => setDescription(event.target.value)} />
      </FormField>
      <CheckList legend={t`Events to send`} options={eventOptions} chosen={events} onChange={setEvents} error={errors.events} />
      <RefusalAlert message={refusal.message} />
      <DialogActions onCancel={onCancel} action={t`Add webhook`} pendingAction={t`Adding...`} pending={create.isPending} />
    </form>
  );
}

/** New webhook: the address and the events; then its signing secret, shown this once. */
export function NewWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const url = created?.endpoint.url;
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <RecordDialog
      record={open ? {} : null}
      onClose={close}
      title={created ? t`Signing secret` : t`New webhook`}
      description={
        created
          ? t`Events now go to ${url}, signed with this secret.`
          : t`Haven tells another system when a case is created, changes status, or a payout is decided: the case reference and the change, never the victim.`
      }
    >
      {() =>
        created ? (
          <ShownOnce label={t`Signing secret`} copyLabel={t`Copy signing secret`} value={created.secret} onDone={close}>
            <p className="text-sm">
              <Trans>
                The receiver checks the <code>Haven-Signature</code> header of each delivery: <code>t=&lt;time&gt;,v1=&lt;HMAC-SHA256&gt;</code> of the
                time, a dot and the body, under this secret. The README has the code.
              </Trans>
            </p>
          </ShownOnce>
        ) : (
          <NewWebhookForm
            onCancel={close}
            onCreated={(made) => {
              toast({ title: t`Webhook added`, description: made.endpoint.url });
              setCreated(made);
            }}
          />
        )
      }
    </RecordDialog>
  );
}
