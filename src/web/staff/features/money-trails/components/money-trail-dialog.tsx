import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { moneyTrailInputSchema, type MoneyTrailInput, type StaffMoneyTrail } from '@shared/money-trails/staff-schema';
import { placesOf } from '@shared/money-trails/amount';
import { cryptoAssets, commonCurrencies, isoCurrencies, type TrailCurrency } from '@shared/money/currencies';
import { moneyTrailStatuses, moneyTrailTransactionTypes } from '@shared/money-trails/status';
import { formatCaseReference } from '@shared/format/case-reference';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { CaseReferenceInput } from '@/staff/components/case-reference-input';
import { RecordDialog } from '@/staff/components/record-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { useBranding } from '@/lib/branding/get-settings';
import { failureToast } from '@/staff/lib/failure-toast';
import { useSaveMoneyTrail } from '../api/save-money-trail';

/**
 * What the dialog edits: a trail, or a new one (optionally on a given incident, in its currency; else
 * in the organisation's).
 */
export type TrailDraft = { trail: StaffMoneyTrail } | { incidentId?: number; currency?: TrailCurrency };

const today = () => new Date().toISOString().slice(0, 10);

function defaultsOf(draft: TrailDraft, defaultCurrency: TrailCurrency): MoneyTrailInput {
  if ('trail' in draft) {
    const trail = draft.trail;
    return {
      incidentId: formatCaseReference(trail.incidentId) as unknown as number,
      transactionType: trail.transactionType as MoneyTrailInput['transactionType'],
      amount: trail.amount,
      currency: trail.currency as MoneyTrailInput['currency'],
      fromAccount: trail.fromAccount ?? '',
      toAccount: trail.toAccount,
      transactionDate: trail.transactionDate.slice(0, 10),
      description: trail.description ?? '',
      status: trail.status,
      blockchainTx: trail.blockchainTx ?? '',
    };
  }
  return {
    incidentId: (draft.incidentId === undefined ? '' : formatCaseReference(draft.incidentId)) as unknown as number,
    transactionType: 'transfer',
    amount: '',
    currency: draft.currency ?? defaultCurrency,
    fromAccount: '',
    toAccount: '',
    transactionDate: today(),
    description: '',
    status: 'pending',
    blockchainTx: '',
  };
}

function TrailForm({ draft, onDone }: { draft: TrailDraft; onDone: () => void }) {
  const editing = 'trail' in draft ? draft.trail : null;
  const save = useSaveMoneyTrail();
  const { defaultCurrency } = useBranding();
  const [defaults] = useState(() => defaultsOf(draft, defaultCurrency));
  const form = useForm<MoneyTrailInput, unknown, z.output<typeof moneyTrailInputSchema>>({
    resolver: zodResolver(moneyTrailInputSchema),
    defaultValues: defaults,
  });
  const errors = form.formState.errors;
  const currency = useWatch({ control: form.control, name: 'currency' }) ?? defaults.currency ?? defaultCurrency;
  const places = placesOf(currency);
  const { t } = useLingui();
  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      noValidate
      onSubmit={form.handleSubmit((body) =>
        save.mutate(
          { id: editing?.id, body },
          {
            onSuccess: (saved) => {
              const reference = saved.reference;
              toast({ title: editing ? t`Money trail updated` : t`Money trail created`, description: t`On ${reference}.` });
              onDone();
            },
            onError: (error) => failureToast(editing ? t`Failed to update money trail` : t`Failed to create money trail`, { error }),
          },
        ),
      )}
    >
      <FormField
        label={t`Case`}
        required
        error={errors.incidentId?.message}
        hint={t`Its reference (FR-000123) or number (123), or type a platform or an e-mail to find it.`}
      >
        <CaseReferenceInput {...form.register('incidentId')} />
      </FormField>
      <FormField label={t`Transaction type`} required error={errors.transactionType?.message}>
        <NativeSelect {...form.register('transactionType')}>
          {moneyTrailTransactionTypes.map((type) => (
            <option key={type} value={type}>
              {formatStatusLabel(type)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t`Amount`} required error={errors.amount?.message} hint={t`Up to ${places} decimal places for ${currency}.`}>
        <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
      </FormField>
      <FormField label={t`Currency`} required error={errors.currency?.message}>
        {/* The select starts on the form's currency too: before the form is ready, it takes what the select shows. */}
        <NativeSelect defaultValue={defaults.currency} {...form.register('currency')}>
          {/* Issue 28: the common currencies and the crypto assets first, then every ISO 4217 currency. */}
          <optgroup label={t`Common currencies`}>
            {commonCurrencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </optgroup>
          <optgroup label={t`Crypto assets`}>
            {cryptoAssets.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </optgroup>
          <optgroup label={t`All currencies`}>
            {[...isoCurrencies].sort().map((c) => (
              <option key={`all-${c}`} value={c}>
                {c}
              </option>
            ))}
          </optgroup>
        </NativeSelect>
      </FormField>
      <FormField label={t`From account`} error={errors.fromAccount?.message}>
        <Input autoComplete="off" {...form.register('fromAccount')} />
      </FormField>
      <FormField label={t`To account`} required error={errors.toAccount?.message}>
        <Input autoComplete="off" {...form.register('toAccount')} />
      </FormField>
      <FormField label={t`Transaction date`} required error={errors.transactionDate?.message}>
        <Input type="date" {...form.register('transactionDate')} />
      </FormField>
      <FormField label={t`Status`} error={errors.status?.message}>
        <NativeSelect {...form.register('status')}>
          {moneyTrailStatuses.map((s) => (
            <option key={s} value={s}>
              {formatStatusLabel(s)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="sm:col-span-2">
        <FormField label={t`Blockchain transaction`} error={errors.blockchainTx?.message}>
          <Input autoComplete="off" {...form.register('blockchainTx')} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label={t`Description`} error={errors.description?.message}>
          <Textarea rows={3} {...form.register('description')} />
        </FormField>
      </div>
      <DialogFooter className="sm:col-span-2">
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t`Saving...` : editing ? t`Save` : t`Create Trail`}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The spec's create and edit money-trail dialogs, one form for both. */
export function MoneyTrailDialog({ draft, onClose }: { draft: TrailDraft | null; onClose: () => void }) {
  const editing = draft && 'trail' in draft ? draft.trail : null;
  const { t } = useLingui();
  const reference = editing?.reference;
  return (
    <RecordDialog
      record={draft}
      onClose={onClose}
      className="max-w-2xl"
      title={editing ? t`Edit Money Trail` : t`Create Money Trail`}
      description={editing ? t`A transfer on ${reference}.` : t`Where the money went, as the victim or their bank recorded it. Amounts keep their currency’s decimals.`}
    >
      {(draft) => <TrailForm draft={draft} onDone={onClose} />}
    </RecordDialog>
  );
}
