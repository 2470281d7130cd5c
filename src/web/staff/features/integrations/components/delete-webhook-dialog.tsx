import type { WebhookEndpoint } from '@shared/integrations/webhooks';
import { DeleteRecordDialog } from '@/staff/components/delete-record-dialog';
import { useDeleteWebhook } from '../api/webhooks';

export function DeleteWebhookDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const remove = useDeleteWebhook();
  return (
    <DeleteRecordDialog
      record={endpoint}
      onClose={onClose}
      title="Delete this webhook?"
      description={
        <>
          Nothing more goes to <span className="[overflow-wrap:anywhere]">{endpoint?.url}</span>, and its delivery log goes with it. To stop for a while
          instead, pause it.
        </>
      }
      remove={remove}
      deleted={(chosen) => ({ title: 'Webhook deleted', description: chosen.url })}
      failure="Failed to delete the webhook"
    />
  );
}
