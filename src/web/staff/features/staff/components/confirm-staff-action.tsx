import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { StaffMember } from '@shared/staff/staff-schema';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { otherRole, type StaffAction } from './staff-row-menu';
import { staffRoleText } from './staff-role-text';

type ConfirmStaffActionProps = {
  pending: { action: StaffAction; member: StaffMember } | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Said at render (the dialog calls it), in the reader's language. */
function wordsFor(action: StaffAction, member: StaffMember) {
  const name = member.displayName;
  switch (action) {
    case 'role': {
      const role = staffRoleText(otherRole(member));
      return {
        title: t`Change ${name}'s role to ${role}?`,
        description: t`They are signed out everywhere and sign in again with the new role.`,
        confirm: t`Change role`,
      };
    }
    case 'disable':
      return {
        title: t`Disable ${name}?`,
        description: t`They are signed out at once and cannot sign in until an admin enables the account again. Their history stays.`,
        confirm: t`Disable account`,
      };
    case 'enable':
      return { title: t`Enable ${name}?`, description: t`They can sign in again with their password.`, confirm: t`Enable account` };
    case 'link': {
      const email = member.email;
      return {
        title: t`Send ${name} a new set-password link?`,
        description: email ? t`It goes to ${email}; links sent before stop working.` : t`It goes to their e-mail address; links sent before stop working.`,
        confirm: t`Send link`,
      };
    }
    case 'second-factor':
      return {
        title: t`Reset ${name}'s second factor?`,
        description: t`For a lost phone or passkey: their authenticator app, passkeys and recovery codes are removed and they are signed out. Where a second factor is required, their next sign-in sets up a new one. This is recorded in the audit log.`,
        confirm: t`Reset second factor`,
      };
  }
}

/** Every change to an account is confirmed first: each one signs somebody out or e-mails them. */
export function ConfirmStaffAction({ pending, busy, onConfirm, onCancel }: ConfirmStaffActionProps) {
  const { t: say } = useLingui();
  const words = pending ? wordsFor(pending.action, pending.member) : null;
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        {words && (
          <>
            <DialogHeader>
              <DialogTitle>{words.title}</DialogTitle>
              <DialogDescription>{words.description}</DialogDescription>
            </DialogHeader>
            <DialogActions
              onCancel={onCancel}
              action={words.confirm}
              pendingAction={say`Working...`}
              pending={busy}
              variant={pending?.action === 'disable' ? 'destructive' : 'default'}
              onAction={onConfirm}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
