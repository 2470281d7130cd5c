import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@shared/limits';
import { profileFormSchema, type ProfileForm as ProfileFormInput } from '@shared/verification/schema';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export type ProfileValues = z.output<typeof profileFormSchema>;

export function ProfileForm({ busy, onSubmit }: { busy: boolean; onSubmit: (values: ProfileValues) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { fullName: '', phone: '', country: '', password: '' },
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5" aria-busy={busy}>
      <FormField label="Full name" required error={errors.fullName?.message}>
        <Input autoComplete="name" {...register('fullName')} />
      </FormField>
      <FormField label="Phone number (optional)" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...register('phone')} />
      </FormField>
      <FormField label="Country" required error={errors.country?.message}>
        <Input autoComplete="country-name" {...register('country')} />
      </FormField>
      <FormField
        label="Choose a password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. You will use it with your e-mail address to sign in.`}
        error={errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
        {busy ? 'Creating Profile...' : 'Create Profile'}
      </Button>
    </form>
  );
}
