import { Trans, useLingui } from '@lingui/react/macro';
import type { WebhookEndpoint } from '@shared/integrations/webhooks';
import { DeleteRecordDialog } from '@/staff/components/delete-record-dialog';
import { useDeleteWebhook } from '../api/webhooks';

export function DeleteWebhookDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteWebhook();
  const url = endpoint?.url;
  return (
    <DeleteRecordDialog
      record={endpoint}
      onClose={onClose}
      title={t`Delete this webhook?`}
      description={
        <Trans>
          Nothing more goes to <span className="[overflow-wrap:anywhere]">{url}</span>, and its delivery log goes with it. To stop for a while instead,
          pause it.
        </Trans>
      }
      remove={remove}
      deleted={(chosen) => ({ title: t`Webhook deleted`, description: chosen.url })}
      failure={t`Failed to delete the webhook`}
    />
  );
}
