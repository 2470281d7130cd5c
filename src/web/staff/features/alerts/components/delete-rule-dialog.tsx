import type { AlertRule } from '@shared/alerts/schema';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { failureToast } from '@/staff/lib/failure-toast';
import { useDeleteAlertRule } from '../api/delete-alert-rule';

/** Delete asks first: what the rule found goes with it. */
export function DeleteRuleDialog({ rule, onClose }: { rule: AlertRule | null; onClose: () => void }) {
  const remove = useDeleteAlertRule();
  return (
    <Dialog open={rule !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete the rule “{rule?.name}”?</DialogTitle>
          <DialogDescription>What it found is deleted with it.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending || !rule}
            onClick={() =>
              rule &&
              remove.mutate(rule.id, {
                onSuccess: () => {
                  toast({ title: 'Alert Deleted', description: `The rule “${rule.name}” is gone.` });
                  onClose();
                },
                onError: (error) => failureToast(errorMessage(error, 'Failed to delete alert')),
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
