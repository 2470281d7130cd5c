import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { recoveryApplicationSchema } from '@shared/applications/schema';
import { applicationFraudTypes } from '@shared/incidents/fraud-types';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CountrySelect } from '@/components/ui/country-select';
import { CurrencySelect } from '@/components/ui/currency-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useBranding } from '@/lib/branding/get-settings';
import type { RecoveryApplication } from '../api/submit-recovery-application';
import type { RecoveryPrefill } from '../recovery-prefill';
import { fraudTypeLabel } from '../words';
import { CheckboxField } from './checkbox-field';
import { NativeSelect } from '@/components/ui/native-select';

// The schema's input says acceptTerms is `true`; the form starts unticked, so it holds a boolean
// until the schema checks it. The amount stays the text typed: the schema sends it on as an exact
// decimal string, never through a float.
type FormValues = Omit<z.input<typeof recoveryApplicationSchema>, 'acceptTerms' | 'lossAmount'> & {
  acceptTerms: boolean;
  lossAmount: string;
};
const resolver = zodResolver(recoveryApplicationSchema) as unknown as Resolver<FormValues, unknown, RecoveryApplication>;

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

export function RecoveryForm({
  prefill,
  busy,
  onSubmit,
}: {
  prefill: RecoveryPrefill;
  busy: boolean;
  onSubmit: (application: RecoveryApplication) => void;
}) {
  const { t, i18n } = useLingui();
  // The loss's currency as the case it came from has it (issue 28); a new application starts in the
  // organisation's currency (setting).
  const { defaultCurrency } = useBranding();
  const currency = prefill.currency ?? defaultCurrency;
  const {
    register,
    control,
    handleSubmit,
    getFieldState,
    resetField,
    formState: { errors },
  } = useForm<FormValues, unknown, RecoveryApplication>({
    resolver,
    defaultValues: {
      fullName: '',
      email: prefill.email,
      phone: '',
      platformName: prefill.platformName,
      incidentDate: '',
      lossAmount: prefill.lossAmount,
      currency,
      incidentDescription: '',
      contactedPolice: false,
      contactedBank: false,
      contactedPlatform: false,
      acceptTerms: false,
      incidentId: prefill.incidentId,
    },
  });

  // The signed-in address arrives after the form is on screen; it fills the field only while the
  // victim has not typed in it.
  useEffect(() => {
    if (prefill.email && !getFieldState('email').isDirty) resetField('email', { defaultValue: prefill.email });
  }, [prefill.email, getFieldState, resetField]);

  const checkbox = (name: 'contactedPolice' | 'contactedBank' | 'contactedPlatform' | 'acceptTerms', label: ReactNode) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxField
          name={field.name}
          label={label}
          checked={field.value === true}
          onCheckedChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-6" aria-busy={busy}>
      <Section title={t`About you`} description={t`We use these details only to contact you about your application.`}>
        <FormField label={t`Full name`} required error={errors.fullName?.message}>
          <Input autoComplete="name" {...register('fullName')} />
        </FormField>
        <FormField label={t`E-mail address`} required error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label={t`Phone number (optional)`} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        <FormField label={t`Country`} required error={errors.country?.message}>
          <CountrySelect placeholder={t`Select your country`} {...register('country')} />
        </FormField>
      </Section>

      <Section title={t`What happened`} description={t`Tell us about the platform and the money you lost.`}>
        <FormField label={t`Platform name`} required error={errors.platformName?.message}>
          <Input {...register('platformName')} />
        </FormField>
        <FormField label={t`Type of fraud`} required error={errors.fraudType?.message}>
          <NativeSelect defaultValue="" {...register('fraudType')}>
            <option value="" disabled>
              {t`Select a fraud type`}
            </option>
            {applicationFraudTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {fraudTypeLabel(i18n, type.value)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t`Amount lost`} required hint={t`For example 1500.00, in the currency you choose`} error={errors.lossAmount?.message}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            {...register('lossAmount')}
          />
        </FormField>
        {/* Issue 28: the loss in the currency it was lost in. */}
        <FormField label={t`Currency`} required error={errors.currency?.message}>
          {/* The select starts on the form's currency too: before the form is ready, it takes what the select shows. */}
          <CurrencySelect defaultValue={currency} {...register('currency')} />
        </FormField>
        <FormField label={t`Date of the incident`} required error={errors.incidentDate?.message}>
          <Input type="date" max={today()} {...register('incidentDate')} />
        </FormField>
        <div className="sm:col-span-2">
          <FormField
            label={t`What happened?`}
            required
            hint={t`In your own words: how you were contacted, what you paid and how, and what happened next.`}
            error={errors.incidentDescription?.message}
          >
            <Textarea rows={6} {...register('incidentDescription')} />
          </FormField>
        </div>
      </Section>

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>What you have done so far</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Tick any that apply. It is fine if you have not done these yet.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {checkbox('contactedPolice', t`I have reported this to the police or a fraud reporting agency`)}
          {checkbox('contactedBank', t`I have contacted my bank or payment provider`)}
          {checkbox('contactedPlatform', t`I have contacted the platform`)}
        </CardContent>
      </Card>

      <Card>
        <CardContent className="flex flex-col gap-5 pt-6">
          {checkbox(
            'acceptTerms',
            <Trans>
              I accept the terms and conditions: the information I have given is true to the best of my knowledge, and
              the team may use it to review my application and contact me about it.
            </Trans>,
          )}
          <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
            {busy ? t`Submitting...` : t`Submit Application`}
          </Button>
        </CardContent>
      </Card>
    </form>
  );
}
