import { formatTrailAmount } from '@shared/money-trails/amount';
import type { StaffMoneyTrail } from '@shared/money-trails/staff-schema';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { failureToast } from '@/staff/lib/failure-toast';
import { useDeleteMoneyTrail } from '../api/delete-money-trail';

/** Delete asks first: a trail may be the only record of where a victim's money went. */
export function DeleteTrailDialog({ trail, onClose }: { trail: StaffMoneyTrail | null; onClose: () => void }) {
  const remove = useDeleteMoneyTrail();
  return (
    <Dialog open={trail !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Delete this money trail?</DialogTitle>
          <DialogDescription>
            {trail ? `${formatTrailAmount(trail.amount, trail.currency)} to ${trail.toAccount} on ${trail.reference}. ` : null}
            The record's history keeps what it held.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending || !trail}
            onClick={() =>
              trail &&
              remove.mutate(trail.id, {
                onSuccess: () => {
                  toast({ title: 'Money trail deleted', description: `From ${trail.reference}.` });
                  onClose();
                },
                onError: (error) => failureToast('Failed to delete money trail', { error }),
              })
            }
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
