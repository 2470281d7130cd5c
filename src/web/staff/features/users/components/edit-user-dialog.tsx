import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { editUserSchema, type EditUserInput, type StaffUser } from '@shared/users/staff-schema';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { useEditUser } from '../api/edit-user';
import { failureToast } from '@/staff/lib/failure-toast';
import { ProfileFields } from './user-form-fields';

function EditUserForm({ user, onDone }: { user: StaffUser; onDone: () => void }) {
  const edit = useEditUser();
  const form = useForm<EditUserInput, unknown, z.output<typeof editUserSchema>>({
    resolver: zodResolver(editUserSchema),
    defaultValues: { fullName: user.fullName, country: user.country, phone: user.phone ?? '' },
  });
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit((body) =>
        edit.mutate(
          { id: user.id, body },
          {
            // The spec reports the edit action as 'edited'.
            onSuccess: () => {
              toast({ title: 'User edited', description: `${user.email} was edited.` });
              onDone();
            },
            onError: (error) => failureToast('Failed to edit user', { error }),
          },
        ),
      )}
    >
      <ProfileFields register={form.register} errors={form.formState.errors} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function EditUserDialog({ user, onClose }: { user: StaffUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>{user?.email}: the e-mail address stays as it is.</DialogDescription>
        </DialogHeader>
        {user ? <EditUserForm user={user} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
