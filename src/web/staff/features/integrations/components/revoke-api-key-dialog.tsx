import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiKey } from '@shared/integrations/api-keys';
import { DialogActions } from '@/components/ui/dialog-actions';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { RecordDialog } from '@/staff/components/record-dialog';
import { failureToast } from '@/staff/lib/failure-toast';
import { useRevokeApiKey } from '../api/api-keys';

/** Revoke asks first and says what follows: the system using the key is refused from its next request. */
export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const { t } = useLingui();
  const revoke = useRevokeApiKey();
  const name = apiKey?.name;
  const prefix = apiKey?.prefix;
  return (
    <RecordDialog
      record={apiKey}
      onClose={onClose}
      title={t`Revoke the key “${name}”?`}
      description={
        <Trans>
          The system using <code>{prefix}…</code> is refused from its next request. This cannot be undone: to connect it again, make a new key.
        </Trans>
      }
    >
      {(chosen) => (
        <DialogActions
          onCancel={onClose}
          action={t`Revoke`}
          pendingAction={t`Revoking...`}
          pending={revoke.isPending}
          variant="destructive"
          onAction={() =>
            revoke.mutate(chosen.id, {
              onSuccess: () => {
                toast({ title: t`API key revoked`, description: chosen.name });
                onClose();
              },
              onError: (error) => failureToast(errorMessage(error, t`Failed to revoke the key`)),
            })
          }
        />
      )}
    </RecordDialog>
  );
}
