import type { StaffUser } from '@shared/users/staff-schema';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { useSendPasswordReset } from '../api/send-password-reset';
import { failureToast } from '@/staff/lib/failure-toast';

/**
 * Staff never choose a victim's password (D17): they send the victim a link with which the victim
 * chooses one. Nothing changes until the victim uses it.
 */
export function SendPasswordResetDialog({ user, onClose }: { user: StaffUser | null; onClose: () => void }) {
  const send = useSendPasswordReset();
  const submit = (target: StaffUser) =>
    send.mutate(target.id, {
      onSuccess: (result) => {
        toast({
          title: 'Reset link sent',
          description: result.mailSent
            ? `${target.email} will get an e-mail with a link to choose a new password.`
            : `The e-mail to ${target.email} waits in the outbox: no mail server is set yet.`,
        });
        onClose();
      },
      onError: (error) => failureToast('Failed to send the reset link', { error }),
    });
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Send Password Reset Link</DialogTitle>
          <DialogDescription>
            E-mails {user?.email} a link to choose a new password themselves. Their current password keeps working until they do; nobody
            on the staff sees or sets it.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={send.isPending || user === null} onClick={() => user && submit(user)}>
            {send.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
