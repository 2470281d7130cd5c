import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CreateUserInput } from '@shared/users/staff-schema';
import { CountrySelect } from '@/components/ui/country-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** Full name, country and phone: the fields the create and edit dialogs share. */
export function ProfileFields({
  register,
  errors,
  keepCountry,
}: {
  register: UseFormRegister<Pick<CreateUserInput, 'fullName' | 'country' | 'phone'>>;
  errors: FieldErrors<Pick<CreateUserInput, 'fullName' | 'country' | 'phone'>>;
  /** The country as stored, when it is a name from before countries were codes. */
  keepCountry?: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <FormField label={t`Full name`} required error={errors.fullName?.message}>
        <Input autoComplete="off" {...register('fullName')} />
      </FormField>
      <FormField label={t`Country`} required error={errors.country?.message}>
        <CountrySelect placeholder={t`Select the country`} autoComplete="off" keep={keepCountry} {...register('country')} />
      </FormField>
      <FormField label={t`Phone`} error={errors.phone?.message}>
        <Input type="tel" autoComplete="off" {...register('phone')} />
      </FormField>
    </>
  );
}
