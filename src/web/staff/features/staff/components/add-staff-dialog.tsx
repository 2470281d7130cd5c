import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { createStaffRequestSchema, type CreateStaffRequest } from '@shared/staff/staff-schema';
import { staffRoles } from '@shared/staff/roles';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { failureToast } from '@/staff/lib/failure-toast';
import { useCreateStaff } from '../api/create-staff';
import { staffRoleText } from './staff-role-text';

type AddStaffDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account exists; `setPasswordUrl` only in development without a mail server. */
  onCreated: (result: { username: string; setPasswordUrl?: string }) => void;
};

const blank: CreateStaffRequest = { username: '', displayName: '', email: '', role: 'caseworker' };

export function AddStaffDialog({ open, onOpenChange, onCreated }: AddStaffDialogProps) {
  const { t } = useLingui();
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
        if (hasErrorCode(error, 'USERNAME_TAKEN')) setError('username', { message: errorMessage(error, t`This username is already in use`) });
        else if (hasErrorCode(error, 'EMAIL_TAKEN')) setError('email', { message: errorMessage(error, t`This e-mail address is already in use`) });
        else failureToast(errorMessage(error, t`Failed to create staff account`));
      },
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Add staff member</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>They get an e-mail with a link to set their own password. The link works once, for 72 hours.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4" aria-busy={create.isPending}>
          <FormField label={t`Username`} required error={errors.username?.message} hint={t`What they sign in with: letters, digits, dots, dashes.`}>
            <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('username')} />
          </FormField>
          <FormField label={t`Display name`} required error={errors.displayName?.message}>
            <Input autoComplete="off" {...register('displayName')} />
          </FormField>
          <FormField label={t`E-mail address`} required error={errors.email?.message}>
            <Input type="email" inputMode="email" autoComplete="off" {...register('email')} />
          </FormField>
          <FormField label={t`Role`}
            required
            error={errors.role?.message}
            hint={t`Case workers work cases; only admins manage settings and staff accounts.`}>
            <NativeSelect {...register('role')}>
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {staffRoleText(role)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <DialogActions onCancel={() => onOpenChange(false)} action={t`Add staff member`}
            pendingAction={t`Adding...`} pending={create.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
