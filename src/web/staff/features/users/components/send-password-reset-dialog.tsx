import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const send = useSendPasswordReset();
  const email = user?.email;
  const submit = (target: StaffUser) =>
    send.mutate(target.id, {
      onSuccess: (result) => {
        const targetEmail = target.email;
        toast({
          title: t`Reset link sent`,
          description: result.mailSent
            ? t`${targetEmail} will get an e-mail with a link to choose a new password.`
            : t`The e-mail to ${targetEmail} waits in the outbox: no mail server is set yet.`,
        });
        onClose();
      },
      onError: (error) => failureToast(t`Failed to send the reset link`, { error }),
    });
  return (
    <RecordDialog record={user} onClose={onClose} className="max-w-lg" title={t`Send Password Reset Link`}
      description={
        <Trans>
          E-mails {email} a link to choose a new password themselves. Their current password keeps working until they do; nobody on the
          staff sees or sets it.
        </Trans>
      }
    >
      {(user) => (
        <DialogActions
          onCancel={onClose}
          action={t`Send Reset Link`}
          pendingAction={t`Sending...`}
          pending={send.isPending}
          onAction={() => submit(user)}
        />
      )}
    </RecordDialog>
  );
}
