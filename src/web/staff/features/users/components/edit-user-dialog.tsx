import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { countryCodeOf } from '@shared/places/country-schema';
import { editUserSchema, type EditUserInput, type StaffUser } from '@shared/users/staff-schema';
import { DialogActions } from '@/components/ui/dialog-actions';
import { RecordDialog } from '@/staff/components/record-dialog';
import { toast } from '@/hooks/use-toast';
import { useEditUser } from '../api/edit-user';
import { failureToast } from '@/staff/lib/failure-toast';
import { ProfileFields } from './user-form-fields';

function EditUserForm({ user, onDone }: { user: StaffUser; onDone: () => void }) {
  const { t } = useLingui();
  const edit = useEditUser();
  const email = user.email;
  const form = useForm<EditUserInput, unknown, z.output<typeof editUserSchema>>({
    resolver: zodResolver(editUserSchema),
    // A country kept as a name from before codes is chosen by its code when it names one.
    defaultValues: { fullName: user.fullName, country: countryCodeOf(user.country) ?? user.country, phone: user.phone ?? '' },
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
              toast({ title: t`User edited`, description: t`${email} was edited.` });
              onDone();
            },
            onError: (error) => failureToast(t`Failed to edit user`, { error }),
          },
        ),
      )}
    >
      <ProfileFields register={form.register} errors={form.formState.errors} keepCountry={user.country} />
      <DialogActions onCancel={onDone} action={t`Save`} pendingAction={t`Saving...`} pending={edit.isPending} />
    </form>
  );
}

export function EditUserDialog({ user, onClose }: { user: StaffUser | null; onClose: () => void }) {
  const { t } = useLingui();
  const email = user?.email;
  return (
    <RecordDialog record={user} onClose={onClose} className="max-w-lg" title={t`Edit User`}
      description={<Trans>{email}: the e-mail address stays as it is.</Trans>}
    >
      {(user) => <EditUserForm user={user} onDone={onClose} />}
    </RecordDialog>
  );
}
