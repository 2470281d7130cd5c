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
  const remove = useDeleteUser();
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
              toast({ title: 'User deleted', description: `The account of ${user.email} was deleted.` });
              onDone();
              onDeleted?.();
            },
            onError: (error) => failureToast('Failed to delete user', { error }),
          },
        );
      }}
    >
      <div className="flex flex-col gap-2 text-base">
        <p>This removes, for good:</p>
        <ul className="list-disc ps-6">
          <li>the account, its password and every sign-in session;</li>
          <li>their name, e-mail, phone and messages, and every file they or staff uploaded on their cases;</li>
          <li>the descriptions, timelines and account numbers on their cases and applications.</li>
        </ul>
        <p>
          The cases, applications and payouts stay as anonymous records (platform, dates, amounts, status), so the aggregate statistics
          remain. This cannot be undone.
        </p>
      </div>
      <FormField label={`Type ${user.email} to confirm`} required>
        <Input type="email" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
      </FormField>
      <DialogActions onCancel={onDone} action="Delete User" pendingAction="Deleting..." pending={remove.isPending} disabled={!matches} variant="destructive" />
    </form>
  );
}

/** D15: the same deletion a victim can do themselves; admins only (D17). */
export function DeleteUserDialog({ user, onClose, onDeleted }: { user: StaffUser | null; onClose: () => void; onDeleted?: () => void }) {
  return (
    <RecordDialog record={user} onClose={onClose} className="max-w-lg" title="Delete User"
      description={<>Delete the account of {user?.email} and everything that identifies them.</>}
    >
      {(user) => <DeleteUserForm user={user} onDone={onClose} onDeleted={onDeleted} />}
    </RecordDialog>
  );
}
