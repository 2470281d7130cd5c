import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type StaffIncident, updateBasicInfoBodySchema } from '@shared/incidents/staff-schema';
import { incidentStatuses } from '@shared/incidents/status';
import { isIsoCurrency } from '@shared/money/currencies';
import { currencyLabel } from '@shared/money/currency-options';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import { CurrencySelect } from '@/components/ui/currency-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { readerLanguage } from '@/components/ui/reader-language';
import { Textarea } from '@/components/ui/textarea';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import { useStaffSession } from '@/staff/lib/staff-session';
import { useSectionEditor } from '../lib/use-section-editor';
import { localToday } from '../lib/local-dates';
import { EditSection } from './edit-section';
import { fraudTypeLabel } from '@/lib/i18n/shared-words';
import { IncidentStatusBadge } from '@/staff/components/incident-status-badge';

type Values = z.input<typeof updateBasicInfoBodySchema>;
type Output = z.output<typeof updateBasicInfoBodySchema>;

const valuesOf = (incident: StaffIncident): Values => ({
  victimEmail: incident.email,
  lossAmount: incident.lossAmount,
  // Always sent, so a save never leaves the currency to a default (the database holds ISO codes only).
  currency: isIsoCurrency(incident.currency) ? incident.currency : undefined,
  incidentDate: incident.incidentDate,
  status: incident.status,
  description: incident.description ?? '',
});

/** What the report said that this form does not edit: shown with it, so the case reads on one page (issue 25). */
type ReportFacts = { fraudType: string | null; websiteUrl: string | null; currency: string };

function BasicInfoView({ values, facts }: { values: Values; facts: ReportFacts }) {
  const { t, i18n } = useLingui();
  const currency = values.currency ?? facts.currency;
  const rows = [
    { term: t`Victim e-mail`, detail: <span className="break-all">{values.victimEmail}</span> },
    // Issue 28: the loss in the case's currency (or the one typed, when showing unsaved changes).
    { term: t`Loss amount`, detail: <span className="tabular-nums">{formatMoney(String(values.lossAmount ?? ''), currency)}</span> },
    { term: t`Currency`, detail: currencyLabel(currency, readerLanguage(i18n.locale)) },
    { term: t`Incident date`, detail: formatDate(values.incidentDate) },
    { term: t`Status`, detail: <IncidentStatusBadge status={String(values.status)} /> },
    { term: t`Description`, detail: values.description ? <span className="whitespace-pre-wrap">{values.description}</span> : t`No description given` },
    { term: t`Fraud type`, detail: facts.fraudType ? fraudTypeLabel(facts.fraudType) : t`Not given` },
    // As text, never a link: it is often the scam's own site.
    { term: t`Website`, detail: facts.websiteUrl ? <span className="break-all font-mono text-sm">{facts.websiteUrl}</span> : t`Not given` },
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
      {rows.map((row) => (
        <div key={row.term} className="contents">
          <dt className="text-sm font-medium text-muted-foreground">{row.term}</dt>
          <dd>{row.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BasicInfoSection({ incident }: { incident: StaffIncident }) {
  const { t } = useLingui();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(updateBasicInfoBodySchema), defaultValues: valuesOf(incident) });
  const editor = useSectionEditor(
    {
      section: 'basic',
      incident,
      form,
      valuesOf,
      toBody: (values) => values,
      victimNotice: {
        told: t`If you change the status, the victim gets one e-mail saying their case was updated, with a link to their case. It never says what changed, and saves within a few minutes make one e-mail.`,
      },
    },
    { failure: t`Failed to update incident`, success: t`Incident updated` },
  );
  const { errors } = form.formState;
  // D17: another address moves the case; the server refuses it to a caseworker, the form says so first.
  const isAdmin = useStaffSession().data?.role === 'admin';

  return (
    <EditSection
      title={t`Basic information`}
      editLabel={t`Edit basic information`}
      {...editor.frame((values) => <BasicInfoView values={values} facts={incident} />)}
      view={<BasicInfoView values={valuesOf(incident)} facts={incident} />}
      formClassName="grid gap-4 sm:grid-cols-2"
      fields={
        <>
          <FormField
            label={t`Victim e-mail`}
            required
            error={errors.victimEmail?.message}
            hint={isAdmin ? t`The old address is told when it changes.` : t`Only an admin can change the victim's e-mail address: it moves the case and its money.`}
          >
            <Input type="email" autoComplete="off" readOnly={!isAdmin} {...form.register('victimEmail')} />
          </FormField>
          <FormField label={t`Loss amount`} required hint={t`In the currency below`} error={errors.lossAmount?.message}>
            <Input inputMode="decimal" autoComplete="off" {...form.register('lossAmount')} />
          </FormField>
          {/* Issue 28: the case's currency; its recovered amounts and payouts are in it too. */}
          <FormField label={t`Currency`} required hint={t`Recovered amounts and payouts are in it too. It cannot change once a payout was requested.`} error={errors.currency?.message}>
            <CurrencySelect {...form.register('currency')} />
          </FormField>
          <FormField label={t`Incident date`} required error={errors.incidentDate?.message}>
            <Input type="date" max={localToday()} {...form.register('incidentDate')} />
          </FormField>
          <FormField label={t`Status`} required error={errors.status?.message}>
            <NativeSelect {...form.register('status')}>
              {incidentStatuses.map((status) => (
                <option key={status} value={status}>
                  {formatStatusLabel(status)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="sm:col-span-2">
            <FormField label={t`Description`} error={errors.description?.message}>
              <Textarea rows={5} {...form.register('description')} />
            </FormField>
          </div>
        </>
      }
    />
  );
}
