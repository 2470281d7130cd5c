import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import {
  reportFraudTypes,
  reportIncidentSchema,
  type ReportFraudType,
  type ReportIncidentFields,
  type ReportIncidentInput,
} from '@shared/incidents/report-schema';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CurrencySelect } from '@/components/ui/currency-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useBranding } from '@/lib/branding/get-settings';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { fraudTypeLabel } from '../words';
import { EvidencePicker } from './evidence-picker';

// The select starts on "choose one", which the schema then refuses with the spec's message.
type FormValues = Omit<ReportIncidentInput, 'fraudType'> & { fraudType: ReportFraudType | '' };
const resolver = zodResolver(reportIncidentSchema) as unknown as Resolver<FormValues, unknown, ReportIncidentFields>;

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function Section({ title, description, children, className }: { title: string; description?: string; children: ReactNode; className?: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={cn('flex flex-col gap-5', className)}>{children}</CardContent>
    </Card>
  );
}

export function ReportIncidentForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (fields: ReportIncidentFields, files: File[]) => void;
}) {
  const { t, i18n } = useLingui();
  const [files, setFiles] = useState<File[]>([]);
  const { defaultCurrency } = useBranding();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, ReportIncidentFields>({
    resolver,
    defaultValues: {
      victimEmail: '',
      platformName: '',
      websiteUrl: '',
      incidentDate: '',
      lossAmount: '',
      // The organisation's currency (setting) until the victim chooses the one they lost it in.
      currency: defaultCurrency,
      description: '',
      fraudType: '',
    },
  });

  return (
    <form
      onSubmit={handleSubmit((fields) => onSubmit(fields, files))}
      noValidate
      aria-busy={busy}
      className="flex flex-col gap-6"
    >
      <Section title={t`About you`} description={t`Searching the directory with this address will find your report.`}>
        <FormField label={t`Your e-mail address`} required error={errors.victimEmail?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('victimEmail')} />
        </FormField>
      </Section>

      <Section title={t`What happened`} className="sm:grid sm:grid-cols-2">
        <FormField label={t`Platform or company name`} required hint={t`The website, app or business involved.`} error={errors.platformName?.message}>
          <Input autoComplete="off" {...register('platformName')} />
        </FormField>
        <FormField label={t`Website address (optional)`} hint={t`For example example.com`} error={errors.websiteUrl?.message}>
          <Input type="url" inputMode="url" autoComplete="off" {...register('websiteUrl')} />
        </FormField>
        <FormField label={t`Date of the incident`} required error={errors.incidentDate?.message}>
          <Input type="date" max={today()} {...register('incidentDate')} />
        </FormField>
        <FormField label={t`Amount lost`} required hint={t`Numbers only, for example 1500 or 1500.50, in the currency below`} error={errors.lossAmount?.message}>
          <Input inputMode="decimal" autoComplete="off" {...register('lossAmount')} />
        </FormField>
        {/* Issue 28: the loss in the currency it was lost in, never taken for dollars. */}
        <FormField label={t`Currency`} required error={errors.currency?.message}>
          <CurrencySelect {...register('currency')} />
        </FormField>
        <div className="sm:col-span-2">
          <FormField label={t`Type of fraud`} required error={errors.fraudType?.message}>
            <select
              className="flex min-h-11 w-full rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring disabled:opacity-60 aria-invalid:border-destructive"
              {...register('fraudType')}
            >
              <option value="">{t`Select a fraud type`}</option>
              {reportFraudTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {fraudTypeLabel(i18n, type.value)}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField
            label={t`Describe what happened`}
            required
            hint={t`How you were contacted, what you were promised, how you paid, and anything else you remember.`}
            error={errors.description?.message}
          >
            <Textarea rows={6} {...register('description')} />
          </FormField>
        </div>
      </Section>

      <Section title={t`Evidence`} description={t`Optional. Files are kept securely and seen only by you and our team.`}>
        <EvidencePicker files={files} onChange={setFiles} disabled={busy} />
      </Section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline" size="lg">
          <Link to={paths.home}>
            <Trans>Cancel</Trans>
          </Link>
        </Button>
        <Button type="submit" size="lg" disabled={busy}>
          <Send aria-hidden="true" />
          {busy ? t`Submitting...` : t`Submit Report`}
        </Button>
      </div>
    </form>
  );
}
