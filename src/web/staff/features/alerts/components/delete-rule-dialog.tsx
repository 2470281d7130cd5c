import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const ruleName = rule?.name;
  return (
    <RecordDialog record={rule} onClose={onClose} title={<Trans>Delete the rule “{ruleName}”?</Trans>} description={t`What it found is deleted with it.`}>
      {(rule) => (
        <DialogActions
          onCancel={onClose}
          action={t`Delete`}
          pendingAction={t`Deleting...`}
          pending={remove.isPending}
          variant="destructive"
          onAction={() =>
            remove.mutate(rule.id, {
              onSuccess: () => {
                const name = rule.name;
                toast({ title: t`Alert Deleted`, description: t`The rule “${name}” is gone.` });
                onClose();
              },
              onError: (error) => failureToast(errorMessage(error, t`Failed to delete alert`)),
            })
          }
        />
      )}
    </RecordDialog>
  );
}
