import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { StaffUser } from '@shared/users/staff-schema';
import { useStaffSession } from '@/staff/lib/staff-session';
import { toast } from '@/hooks/use-toast';
import { useSetUserVerification } from '../api/set-user-verification';
import { SendPasswordResetDialog } from './send-password-reset-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { failureToast } from '@/staff/lib/failure-toast';
import type { UserAction } from './user-row-menu';

/**
 * What the row menu and the detail page do to a user: verify at once, or open the edit, password
 * reset-link or delete dialog. `dialogs` is rendered once by the screen; `canDelete` follows the role (D17).
 */
export function useUserActions(options: { onView?: (user: StaffUser) => void; onDeleted?: () => void } = {}) {
  const { t } = useLingui();
  const session = useStaffSession();
  const verification = useSetUserVerification();
  const [open, setOpen] = useState<{ action: 'edit' | 'password' | 'delete'; user: StaffUser } | null>(null);
  const close = () => setOpen(null);

  const setVerified = (user: StaffUser, isVerified: boolean) =>
    verification.mutate(
      { id: user.id, isVerified },
      {
        onSuccess: () => {
          const email = user.email;
          toast(
            isVerified
              ? { title: t`User verified`, description: t`${email} is now verified.` }
              : { title: t`User unverified`, description: t`${email} is now unverified.` },
          );
        },
        onError: (error) => failureToast(t`Failed to update user verification`, { error }),
      },
    );

  const run = (action: UserAction, user: StaffUser) => {
    if (action === 'view') options.onView?.(user);
    else if (action === 'verify') setVerified(user, !user.isVerified);
    else setOpen({ action, user });
  };

  const userFor = (action: 'edit' | 'password' | 'delete') => (open?.action === action ? open.user : null);
  const dialogs = (
    <>
      <EditUserDialog user={userFor('edit')} onClose={close} />
      <SendPasswordResetDialog user={userFor('password')} onClose={close} />
      <DeleteUserDialog user={userFor('delete')} onClose={close} onDeleted={options.onDeleted} />
    </>
  );

  return {
    run,
    setVerified,
    dialogs,
    canDelete: session.data?.role === 'admin',
    busyId: verification.isPending ? verification.variables?.id : undefined,
  };
}
