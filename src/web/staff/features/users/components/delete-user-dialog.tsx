import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { confirmsEmail, type StaffUser } from '@shared/users/staff-schema';
import { DialogActions } from '@/components/ui/dialog-actions';
import { RecordDialog } from '@/staff/components/record-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useDeleteUser } from '../api/delete-user';
import { failureToast } from '@/staff/lib/failure-toast';

function DeleteUserForm({ user, onDone, onDeleted }: { user: StaffUser; onDone: () => void; onDeleted?: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteUser();
  const email = user.email;
  const [typed, setTyped] = useState('');
  const matches = confirmsEmail(typed, user.email);
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!matches) return;
        remove.mutate(
          { id: user.id, confirmEmail: typed },
          {
            onSuccess: () => {
              toast({ title: t`User deleted`, description: t`The account of ${email} was deleted.` });
              onDone();
              onDeleted?.();
            },
            onError: (error) => failureToast(t`Failed to delete user`, { error }),
          },
        );
      }}
    >
      <div className="flex flex-col gap-2 text-base">
        <p>
          <Trans>This removes, for good:</Trans>
        </p>
        <ul className="list-disc ps-6">
          <li>
            <Trans>the account, its password and every sign-in session;</Trans>
          </li>
          <li>
            <Trans>their name, e-mail, phone and messages, and every file they or staff uploaded on their cases;</Trans>
          </li>
          <li>
            <Trans>the descriptions, timelines and account numbers on their cases and applications.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            The cases, applications and payouts stay as anonymous records (platform, dates, amounts, status), so the aggregate statistics
            remain. This cannot be undone.
          </Trans>
        </p>
      </div>
      <FormField label={t`Type ${email} to confirm`} required>
        <Input type="email" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
      </FormField>
      <DialogActions onCancel={onDone} action={t`Delete User`} pendingAction={t`Deleting...`} pending={remove.isPending} disabled={!matches} variant="destructive" />
    </form>
  );
}

/** D15: the same deletion a victim can do themselves; admins only (D17). */
export function DeleteUserDialog({ user, onClose, onDeleted }: { user: StaffUser | null; onClose: () => void; onDeleted?: () => void }) {
  const { t } = useLingui();
  const email = user?.email;
  return (
    <RecordDialog record={user} onClose={onClose} className="max-w-lg" title={t`Delete User`}
      description={<Trans>Delete the account of {email} and everything that identifies them.</Trans>}
    >
      {(user) => <DeleteUserForm user={user} onDone={onClose} onDeleted={onDeleted} />}
    </RecordDialog>
  );
}
