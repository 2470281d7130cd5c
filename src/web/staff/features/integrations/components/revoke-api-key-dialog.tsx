import type { ApiKey } from '@shared/integrations/api-keys';
import { DialogActions } from '@/components/ui/dialog-actions';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { RecordDialog } from '@/staff/components/record-dialog';
import { failureToast } from '@/staff/lib/failure-toast';
import { useRevokeApiKey } from '../api/api-keys';

/** Revoke asks first and says what follows: the system using the key is refused from its next request. */
export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  return (
    <RecordDialog
      record={apiKey}
      onClose={onClose}
      title={<>Revoke the key “{apiKey?.name}”?</>}
      description={
        <>
          The system using <code>{apiKey?.prefix}…</code> is refused from its next request. This cannot be undone: to connect it again, make a new key.
        </>
      }
    >
      {(chosen) => (
        <DialogActions
          onCancel={onClose}
          action="Revoke"
          pendingAction="Revoking..."
          pending={revoke.isPending}
          variant="destructive"
          onAction={() =>
            revoke.mutate(chosen.id, {
              onSuccess: () => {
                toast({ title: 'API key revoked', description: chosen.name });
                onClose();
              },
              onError: (error) => failureToast(errorMessage(error, 'Failed to revoke the key')),
            })
          }
        />
      )}
    </RecordDialog>
  );
}
