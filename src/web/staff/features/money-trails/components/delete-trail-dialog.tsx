import { formatTrailAmount } from '@shared/money-trails/amount';
import type { StaffMoneyTrail } from '@shared/money-trails/staff-schema';
import { DialogActions } from '@/components/ui/dialog-actions';
import { RecordDialog } from '@/staff/components/record-dialog';
import { toast } from '@/hooks/use-toast';
import { failureToast } from '@/staff/lib/failure-toast';
import { useDeleteMoneyTrail } from '../api/delete-money-trail';

/** Delete asks first: a trail may be the only record of where a victim's money went. */
export function DeleteTrailDialog({ trail, onClose }: { trail: StaffMoneyTrail | null; onClose: () => void }) {
  const remove = useDeleteMoneyTrail();
  return (
    <RecordDialog record={trail} onClose={onClose} className="max-w-lg" title="Delete this money trail?"
      description={
        <>
          {trail ? `${formatTrailAmount(trail.amount, trail.currency)} to ${trail.toAccount} on ${trail.reference}. ` : null}
          The record's history keeps what it held.
        </>
      }
    >
      {(trail) => (
        <DialogActions
          onCancel={onClose}
          action="Delete"
          pendingAction="Deleting..."
          pending={remove.isPending}
          variant="destructive"
          onAction={() =>
            remove.mutate(trail.id, {
              onSuccess: () => {
                toast({ title: 'Money trail deleted', description: `From ${trail.reference}.` });
                onClose();
              },
              onError: (error) => failureToast('Failed to delete money trail', { error }),
            })
          }
        />
      )}
    </RecordDialog>
  );
}
