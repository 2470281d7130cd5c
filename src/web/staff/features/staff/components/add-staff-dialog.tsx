import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { createStaffRequestSchema, type CreateStaffRequest } from '@shared/staff/staff-schema';
import { staffRoleLabels, staffRoles } from '@shared/staff/roles';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { failureToast } from '@/staff/lib/failure-toast';
import { useCreateStaff } from '../api/create-staff';

type AddStaffDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account exists; `setPasswordUrl` only in development without a mail server. */
  onCreated: (result: { username: string; setPasswordUrl?: string }) => void;
};

const blank: CreateStaffRequest = { username: '', displayName: '', email: '', role: 'caseworker' };

export function AddStaffDialog({ open, onOpenChange, onCreated }: AddStaffDialogProps) {
  const create = useCreateStaff();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreateStaffRequest>({ resolver: zodResolver(createStaffRequestSchema), defaultValues: blank });

  const onSubmit = (values: CreateStaffRequest) =>
    create.mutate(values, {
      onSuccess: (result) => {
        reset(blank);
        onOpenChange(false);
        onCreated({ username: result.staff.username, setPasswordUrl: result.setPasswordUrl });
      },
      onError: (error) => {
        // A taken name or address belongs next to its field, where the fix is typed.
        if (hasErrorCode(error, 'USERNAME_TAKEN')) setError('username', { message: errorMessage(error, 'This username is already in use') });
        else if (hasErrorCode(error, 'EMAIL_TAKEN')) setError('email', { message: errorMessage(error, 'This e-mail address is already in use') });
        else failureToast(errorMessage(error, 'Failed to create staff account'));
      },
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add staff member</DialogTitle>
          <DialogDescription>They get an e-mail with a link to set their own password. The link works once, for 72 hours.</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4" aria-busy={create.isPending}>
          <FormField label="Username" required error={errors.username?.message} hint="What they sign in with: letters, digits, dots, dashes.">
            <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('username')} />
          </FormField>
          <FormField label="Display name" required error={errors.displayName?.message}>
            <Input autoComplete="off" {...register('displayName')} />
          </FormField>
          <FormField label="E-mail address" required error={errors.email?.message}>
            <Input type="email" inputMode="email" autoComplete="off" {...register('email')} />
          </FormField>
          <FormField label="Role" required error={errors.role?.message} hint="Case workers work cases; only admins manage settings and staff accounts.">
            <NativeSelect {...register('role')}>
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {staffRoleLabels[role]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <DialogActions onCancel={() => onOpenChange(false)} action="Add staff member" pendingAction="Adding..." pending={create.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
