import type { StaffMember } from '@shared/staff/staff-schema';
import { staffRoleLabels } from '@shared/staff/roles';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { otherRole, type StaffAction } from './staff-row-menu';

type ConfirmStaffActionProps = {
  pending: { action: StaffAction; member: StaffMember } | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

function wordsFor(action: StaffAction, member: StaffMember) {
  const name = member.displayName;
  switch (action) {
    case 'role':
      return {
        title: `Change ${name}'s role to ${staffRoleLabels[otherRole(member)]}?`,
        description: 'They are signed out everywhere and sign in again with the new role.',
        confirm: 'Change role',
      };
    case 'disable':
      return {
        title: `Disable ${name}?`,
        description: 'They are signed out at once and cannot sign in until an admin enables the account again. Their history stays.',
        confirm: 'Disable account',
      };
    case 'enable':
      return { title: `Enable ${name}?`, description: 'They can sign in again with their password.', confirm: 'Enable account' };
    case 'link':
      return {
        title: `Send ${name} a new set-password link?`,
        description: `It goes to ${member.email ?? 'their e-mail address'}; links sent before stop working.`,
        confirm: 'Send link',
      };
    case 'second-factor':
      return {
        title: `Reset ${name}'s second factor?`,
        description:
          'For a lost phone or passkey: their authenticator app, passkeys and recovery codes are removed and they are signed out. Where a second factor is required, their next sign-in sets up a new one. This is recorded in the audit log.',
        confirm: 'Reset second factor',
      };
  }
}

/** Every change to an account is confirmed first: each one signs somebody out or e-mails them. */
export function ConfirmStaffAction({ pending, busy, onConfirm, onCancel }: ConfirmStaffActionProps) {
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
              pendingAction="Working..."
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
