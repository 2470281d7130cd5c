import type { StaffUser } from '@shared/users/staff-schema';
import { DialogActions } from '@/components/ui/dialog-actions';
import { RecordDialog } from '@/staff/components/record-dialog';
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
    <RecordDialog record={user} onClose={onClose} className="max-w-lg" title="Send Password Reset Link"
      description={
        <>
          E-mails {user?.email} a link to choose a new password themselves. Their current password keeps working until they do; nobody
          on the staff sees or sets it.
        </>
      }
    >
      {(user) => (
        <DialogActions
          onCancel={onClose}
          action="Send Reset Link"
          pendingAction="Sending..."
          pending={send.isPending}
          onAction={() => submit(user)}
        />
      )}
    </RecordDialog>
  );
}
