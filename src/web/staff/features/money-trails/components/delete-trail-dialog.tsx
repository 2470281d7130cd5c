import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffMoneyTrail } from '@shared/money-trails/staff-schema';
import { DialogActions } from '@/components/ui/dialog-actions';
import { RecordDialog } from '@/staff/components/record-dialog';
import { toast } from '@/hooks/use-toast';
import { formatMoney } from '@/lib/i18n/format';
import { failureToast } from '@/staff/lib/failure-toast';
import { useDeleteMoneyTrail } from '../api/delete-money-trail';

/** Delete asks first: a trail may be the only record of where a victim's money went. */
export function DeleteTrailDialog({ trail, onClose }: { trail: StaffMoneyTrail | null; onClose: () => void }) {
  const remove = useDeleteMoneyTrail();
  const { t } = useLingui();
  const amount = trail ? formatMoney(trail.amount, trail.currency) : '';
  const toAccount = trail?.toAccount;
  const reference = trail?.reference;
  return (
    <RecordDialog
      record={trail}
      onClose={onClose}
      className="max-w-lg"
      title={t`Delete this money trail?`}
      description={
        <>
          {trail ? (
            <>
              <Trans>
                {amount} to {toAccount} on {reference}.
              </Trans>{' '}
            </>
          ) : null}
          <Trans>The record's history keeps what it held.</Trans>
        </>
      }
    >
      {(trail) => (
        <DialogActions
          onCancel={onClose}
          action={t`Delete`}
          pendingAction={t`Deleting...`}
          pending={remove.isPending}
          variant="destructive"
          onAction={() =>
            remove.mutate(trail.id, {
              onSuccess: () => {
                const reference = trail.reference;
                toast({ title: t`Money trail deleted`, description: t`From ${reference}.` });
                onClose();
              },
              onError: (error) => failureToast(t`Failed to delete money trail`, { error }),
            })
          }
        />
      )}
    </RecordDialog>
  );
}
