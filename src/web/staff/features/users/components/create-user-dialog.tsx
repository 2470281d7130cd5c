import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { createUserSchema, type CreateUserInput } from '@shared/users/staff-schema';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { ApiError, hasErrorCode } from '@/lib/api-client';
import { useCreateUser } from '../api/create-user';
import { failureToast } from '@/staff/lib/failure-toast';
import { ProfileFields } from './user-form-fields';

type CreateUserFields = z.output<typeof createUserSchema>;

export function CreateUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const create = useCreateUser();
  const form = useForm<CreateUserInput, unknown, CreateUserFields>({
    resolver: zodResolver(createUserSchema),
    defaultValues: { fullName: '', email: '', country: '', phone: '' },
  });
  const { errors } = form.formState;

  const onSubmit = (values: CreateUserFields) =>
    create.mutate(values, {
      onSuccess: (user) => {
        const email = user.email;
        toast({
          title: t`User created`,
          description: user.mailSent
            ? t`${email} will get an e-mail with a link to choose a password.`
            : t`${email} was created, but no mail server is set, so the e-mail with the link cannot be sent.`,
        });
        onDone();
      },
      onError: (error) => {
        const reason = error instanceof ApiError ? error.serverMessage : undefined;
        if (hasErrorCode(error, 'EMAIL_TAKEN') && reason) form.setError('email', { message: reason });
        failureToast(t`Failed to create user`, { error });
      },
    });

  return (
    <form className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormField label={t`E-mail`} required error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <ProfileFields register={form.register as unknown as UseFormRegister<Pick<CreateUserInput, 'fullName' | 'country' | 'phone'>>} errors={errors} />
      <DialogActions onCancel={onDone} action={t`Create User`} pendingAction={t`Creating...`} pending={create.isPending} />
    </form>
  );
}

/** Staff add a person who reached them another way; the person is mailed a link to choose a password. */
/**
 * The Create User button and dialog. `?create=1` in the address (the overview's 'Add User' quick
 * action) opens it on arrival; closing it takes the parameter away, so a reload does not reopen it.
 */
export function CreateUserDialog() {
  const [search, setSearch] = useSearchParams();
  const [open, setOpenState] = useState(() => search.get('create') === '1');
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next && search.has('create')) {
      setSearch(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.delete('create');
          return params;
        },
        { replace: true },
      );
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" /> <Trans>Create User</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>
            <Trans>Create User</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Full name, e-mail and country are required. The user is created as verified and e-mailed a link to choose a password.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {open ? <CreateUserForm onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
