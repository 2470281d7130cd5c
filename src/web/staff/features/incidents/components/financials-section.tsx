import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { type StaffIncident, type IncidentMoneyTrail, updateFinancialDataBodySchema } from '@shared/incidents/staff-schema';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import { outstandingAmount } from '../lib/outstanding';
import { useSectionEditor } from '../lib/use-section-editor';
import { EditSection } from './edit-section';
import { RepeatedFieldsets } from './repeated-fieldsets';
import { MoneyPath } from './money-path/money-path';
import { MoneyTrailsList } from './money-trails-list';
import { useLinkedCases } from '../api/get-linked-cases';

type Values = z.input<typeof updateFinancialDataBodySchema>;
type Output = z.output<typeof updateFinancialDataBodySchema>;
type Money = string | number | undefined;
type Financials = { totalLoss: Money; recoveredAmount: Money; transactions?: { type: string; amount: Money; date: string }[] };

const dayOf = (value: string) => (/^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value);

// Nothing recorded yet: the form starts from the reported loss and nothing recovered, which is
// only a starting point for staff; it is saved only when they press Save.
const valuesOf = (incident: StaffIncident): Values => {
  const data = incident.financialData;
  return {
    financialData: data
      ? { ...data, transactions: data.transactions.map((transaction) => ({ ...transaction, date: dayOf(transaction.date) })) }
      : { totalLoss: incident.lossAmount, recoveredAmount: '0.00', transactions: [] },
  };
};

function Figures({ data, currency }: { data: Financials; currency: string }) {
  const { t } = useLingui();
  const text = (value: Money) => String(value ?? '');
  const figures = [
    { term: t`Total loss`, value: formatMoney(text(data.totalLoss), currency) },
    { term: t`Recovered`, value: formatMoney(text(data.recoveredAmount), currency) },
    { term: t`Outstanding`, value: formatMoney(outstandingAmount(text(data.totalLoss), text(data.recoveredAmount), currency), currency) },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.term} className="rounded-md border border-border p-3">
          <dt className="text-sm text-muted-foreground">{figure.term}</dt>
          <dd className="text-xl font-semibold tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

// The case's currency (issue 28): its financial record is in it.
function FinancialsView({ data, currency }: { data: Financials | null; currency: string }) {
  if (!data)
    return (
      <p className="text-muted-foreground">
        <Trans>No financial data recorded yet.</Trans>
      </p>
    );
  const transactions = data.transactions ?? [];
  return (
    <div className="flex flex-col gap-3">
      <Figures data={data} currency={currency} />
      <h3 className="font-semibold">
        <Trans>Transactions</Trans>
      </h3>
      {transactions.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No transactions recorded yet.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
          {transactions.map((transaction, index) => (
            <li key={index} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <span>
                {transaction.type} · {formatDate(transaction.date)}
              </span>
              <span className="tabular-nums">{formatMoney(String(transaction.amount ?? ''), currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function FinancialsSection({ incident, moneyTrails }: { incident: StaffIncident; moneyTrails: IncidentMoneyTrail[] }) {
  const linked = useLinkedCases(incident.id);
  const { t } = useLingui();
  const currency = incident.currency;
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(updateFinancialDataBodySchema), defaultValues: valuesOf(incident) });
  const transactions = useFieldArray({ control: form.control, name: 'financialData.transactions' });
  const editor = useSectionEditor(
    {
      section: 'financials',
      incident,
      form,
      valuesOf,
      toBody: (values) => values,
      victimNotice: {
        told: t`If the recovered amount changes, the victim gets one e-mail saying their case was updated, with a link to the settlement of their case. It never says what changed, and saves within a few minutes make one e-mail.`,
      },
    },
    { failure: t`Failed to update financial data`, success: t`Financial data updated` },
  );
  const errors = form.formState.errors.financialData;
  const [totalLoss, recoveredAmount] = useWatch({ control: form.control, name: ['financialData.totalLoss', 'financialData.recoveredAmount'] });

  return (
    <EditSection
      title={t`Financials and money trails`}
      editLabel={t`Edit financials and money trails`}
      {...editor.frame((values) => <FinancialsView data={values.financialData} currency={incident.currency} />)}
      view={<FinancialsView data={incident.financialData} currency={incident.currency} />}
      fields={
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label={t`Total loss (${currency})`} required error={errors?.totalLoss?.message}>
              <Input inputMode="decimal" autoComplete="off" {...form.register('financialData.totalLoss')} />
            </FormField>
            <FormField label={t`Recovered amount (${currency})`} required error={errors?.recoveredAmount?.message}>
              <Input inputMode="decimal" autoComplete="off" {...form.register('financialData.recoveredAmount')} />
            </FormField>
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium">
                <Trans>Outstanding</Trans>
              </span>
              <output className="flex min-h-11 items-center text-xl font-semibold tabular-nums" aria-live="polite">
                {formatMoney(outstandingAmount(String(totalLoss ?? ''), String(recoveredAmount ?? ''), incident.currency), incident.currency)}
              </output>
            </div>
          </div>
          <h3 className="font-semibold">
            <Trans>Transactions</Trans>
          </h3>
          <RepeatedFieldsets
            rows={transactions.fields}
            legend={(number) => t`Transaction ${number}`}
            removeLabel={(number) => t`Remove transaction ${number}`}
            empty={t`No transactions recorded yet.`}
            gridClassName="sm:grid-cols-[1fr_10rem_11rem_auto] sm:items-end"
            onRemove={transactions.remove}
            addLabel={t`Add transaction`}
            onAdd={() => transactions.append({ type: '', amount: '', date: '' })}
          >
            {(index) => (
              <>
                <FormField label={t`Type`} required error={errors?.transactions?.[index]?.type?.message}>
                  <Input placeholder={t`Bank transfer`} {...form.register(`financialData.transactions.${index}.type`)} />
                </FormField>
                <FormField label={t`Amount (${currency})`} required error={errors?.transactions?.[index]?.amount?.message}>
                  <Input inputMode="decimal" autoComplete="off" {...form.register(`financialData.transactions.${index}.amount`)} />
                </FormField>
                <FormField label={t`Date`} required error={errors?.transactions?.[index]?.date?.message}>
                  <Input type="date" {...form.register(`financialData.transactions.${index}.date`)} />
                </FormField>
              </>
            )}
          </RepeatedFieldsets>
        </>
      }
      after={
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">
              <Trans>Linked money trails</Trans>
            </h3>
            {/* The trail form lives with the money trails; it opens there on this case, in its currency, and the list shows this case's trails. */}
            <Button variant="outline" size="sm" asChild>
              <Link to={{ pathname: paths.adminMoneyTrails, search: `?incidentId=${incident.reference}&currency=${incident.currency}&new=1` }}>
                <Plus aria-hidden="true" /> <Trans>Add money trail</Trans>
              </Link>
            </Button>
          </div>
          <MoneyPath trails={moneyTrails} />
          <MoneyTrailsList trails={moneyTrails} linked={linked.data} />
        </>
      }
    />
  );
}
