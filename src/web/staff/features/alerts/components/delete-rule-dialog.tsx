import type { AlertRule } from '@shared/alerts/schema';
import { DialogActions } from '@/components/ui/dialog-actions';
import { RecordDialog } from '@/staff/components/record-dialog';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { failureToast } from '@/staff/lib/failure-toast';
import { useDeleteAlertRule } from '../api/delete-alert-rule';

/** Delete asks first: what the rule found goes with it. */
export function DeleteRuleDialog({ rule, onClose }: { rule: AlertRule | null; onClose: () => void }) {
  const remove = useDeleteAlertRule();
  return (
    <RecordDialog record={rule} onClose={onClose} title={<>Delete the rule “{rule?.name}”?</>} description="What it found is deleted with it.">
      {(rule) => (
        <DialogActions
          onCancel={onClose}
          action="Delete"
          pendingAction="Deleting..."
          pending={remove.isPending}
          variant="destructive"
          onAction={() =>
            remove.mutate(rule.id, {
              onSuccess: () => {
                toast({ title: 'Alert Deleted', description: `The rule “${rule.name}” is gone.` });
                onClose();
              },
              onError: (error) => failureToast(errorMessage(error, 'Failed to delete alert')),
            })
          }
        />
      )}
    </RecordDialog>
  );
}
