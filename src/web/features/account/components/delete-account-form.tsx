import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
        toast({ title: t`Account deleted`, description: t`Your account and personal data have been removed.` });
        void navigate(paths.home, { replace: true });
      },
      onError: (error) =>
        toast({
          title: t`Account not deleted`,
          description: errorMessage(error, t`Something went wrong. Please try again.`),
          variant: 'destructive',
        }),
    });

  return (
    <form className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormField label={t`Your password`} required error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <FormField label={t`Type DELETE to confirm`} required error={errors.confirm?.message}>
        <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} {...form.register('confirm')} />
      </FormField>
      <Button type="submit" variant="destructive" className="self-start" disabled={remove.isPending}>
        {remove.isPending ? t`Deleting...` : t`Delete my account`}
      </Button>
    </form>
  );
}
