import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@shared/limits';
import type { profileFormSchema, ProfileForm as ProfileFormInput } from '@shared/verification/schema';
import { Button } from '@/components/ui/button';
import { CountrySelect } from '@/components/ui/country-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { preloadPasswordRules, profileFormSchemaFor } from '../profile-form-schema';

export type ProfileValues = z.output<typeof profileFormSchema>;

type ProfileFormProps = {
  /** The address the link was sent to: the password may not contain it. */
  email: string | undefined;
  busy: boolean;
  onSubmit: (values: ProfileValues) => void;
};

export function ProfileForm({ email, busy, onSubmit }: ProfileFormProps) {
  const { t } = useLingui();
  useEffect(preloadPasswordRules, []);
  const schema = useMemo(() => profileFormSchemaFor(email), [email]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileValues>({
    resolver: zodResolver(schema),
    defaultValues: { fullName: '', phone: '', country: '', password: '' },
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5" aria-busy={busy}>
      <FormField label={t`Full name`} required error={errors.fullName?.message}>
        <Input autoComplete="name" {...register('fullName')} />
      </FormField>
      <FormField label={t`Phone number (optional)`} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...register('phone')} />
      </FormField>
      <FormField label={t`Country`} required error={errors.country?.message}>
        <CountrySelect placeholder={t`Select your country`} {...register('country')} />
      </FormField>
      <FormField
        label={t`Choose a password`}
        required
        hint={t`At least ${PASSWORD_MIN_LENGTH} characters. You will use it with your e-mail address to sign in.`}
        error={errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
        {busy ? <Trans>Creating Profile...</Trans> : <Trans>Create Profile</Trans>}
      </Button>
    </form>
  );
}
