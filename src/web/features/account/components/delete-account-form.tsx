import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { deleteAccountSchema } from '@shared/account/schema';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { forgetSession } from '@/lib/session/forget-session';
import { useDeleteAccount } from '../api/delete-account';

type FormInput = z.input<typeof deleteAccountSchema>;
type FormOutput = z.output<typeof deleteAccountSchema>;

export function DeleteAccountForm() {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '', confirm: '' as 'DELETE' },
  });
  const { errors } = form.formState;

  const onSubmit = (values: FormOutput) =>
    remove.mutate(values, {
      onSuccess: () => {
        forgetSession(queryClient);
        toast({ title: 'Account deleted', description: 'Your account and personal data have been removed.' });
        void navigate(paths.home, { replace: true });
      },
      onError: (error) =>
        toast({
          title: 'Account not deleted',
          description: errorMessage(error, 'Something went wrong. Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <form className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormField label="Your password" required error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <FormField label="Type DELETE to confirm" required error={errors.confirm?.message}>
        <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} {...form.register('confirm')} />
      </FormField>
      <Button type="submit" variant="destructive" className="self-start" disabled={remove.isPending}>
        {remove.isPending ? 'Deleting...' : 'Delete my account'}
      </Button>
    </form>
  );
}
