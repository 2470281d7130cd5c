import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentProps } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import {
  alertConditionsSchema,
  alertInputSchema,
  alertTriggerLabels,
  alertTriggerTypes,
  describeAlertCondition,
  type AlertInput,
  type AlertRule,
  type AlertTriggerType,
} from '@shared/alerts/schema';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogActions } from '@/components/ui/dialog-actions';
import { RecordDialog } from '@/staff/components/record-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { RefusalAlert } from '@/staff/components/refusal-alert';
import { useRefusal } from '@/staff/lib/use-refusal';
import { useSaveAlertRule } from '../api/save-alert-rule';
import { NotifyStaffField } from './notify-staff-field';

/** What the dialog edits: a rule, or a new one. */
export type RuleDraft = { rule: AlertRule } | { rule?: undefined };

type ConditionKey = 'count' | 'days' | 'amount' | 'hours';
// Descriptors, said in the reader's language where the field is drawn.
// `unit` none: the amounts name their own currencies (issue 28).
type ConditionField = { name: ConditionKey; label: MessageDescriptor; unit?: MessageDescriptor; hint: MessageDescriptor };

const HOURS_HINT = msg`From 1 to 2,160 hours (90 days).`;

const conditionFields: Record<AlertTriggerType, ConditionField[]> = {
  platform_reports: [
    { name: 'count', label: msg`Number of reports`, unit: msg`times`, hint: msg`From 2 to 10,000.` },
    { name: 'days', label: msg`Within`, unit: msg`days`, hint: msg`From 1 to 365.` },
  ],
  large_loss: [
    {
      name: 'amount',
      label: msg`Loss above`,
      hint: msg`One amount per currency, like USD 10000, EUR 9000. A loss in a currency not named here raises no alert (no exchange rate is applied). Only losses reported after the rule is made.`,
    },
  ],
  document_waiting: [{ name: 'hours', label: msg`Waiting for review longer than`, unit: msg`hours`, hint: HOURS_HINT }],
  message_unanswered: [{ name: 'hours', label: msg`Unanswered longer than`, unit: msg`hours`, hint: HOURS_HINT }],
  payout_unpaid: [{ name: 'days', label: msg`Not paid after`, unit: msg`days`, hint: msg`From 1 to 365 days after approval.` }],
};

// The form keeps every type's fields, so switching "Watch for" back and forth loses nothing typed;
// the schema keeps only the chosen type's fields when it validates.
function defaultsOf(rule: AlertRule | undefined): AlertInput {
  const blank = { count: '', days: '', amount: '', hours: '' };
  if (!rule) return { name: '', conditions: { triggerType: 'platform_reports', ...blank }, notifyStaffIds: [], isActive: true } as AlertInput;
  return {
    name: rule.name,
    conditions: { ...blank, ...rule.conditions } as AlertInput['conditions'],
    notifyStaffIds: rule.notifyStaff.map((s) => s.id),
    isActive: rule.isActive,
  };
}

/** A number field with its unit after it; FormField's id and aria props go to the input. */
function UnitInput({ unit, ...props }: ComponentProps<typeof Input> & { unit: string }) {
  return (
    <div className="flex items-center gap-2">
      <Input className="max-w-40" autoComplete="off" {...props} />
      <span className="text-muted-foreground">{unit}</span>
    </div>
  );
}

/** The field of one figure: a whole number with its unit, or amounts that name their own currencies. */
function ConditionInput({ field, ...props }: ComponentProps<typeof Input> & { field: ConditionField }) {
  const { i18n } = useLingui();
  if (!field.unit) return <Input autoComplete="off" spellCheck={false} {...props} />;
  return <UnitInput unit={i18n._(field.unit)} inputMode="numeric" {...props} />;
}

function RuleForm({ rule, onDone }: { rule: AlertRule | undefined; onDone: () => void }) {
  const save = useSaveAlertRule();
  const refusal = useRefusal();
  const { t, i18n } = useLingui();
  const form = useForm<AlertInput, unknown, z.output<typeof alertInputSchema>>({
    resolver: zodResolver(alertInputSchema),
    defaultValues: defaultsOf(rule),
  });
  const errorOf = (name: FieldPath<AlertInput>) => form.getFieldState(name, form.formState).error?.message;
  const triggerType = useWatch({ control: form.control, name: 'conditions.triggerType' });
  const conditions = useWatch({ control: form.control, name: 'conditions' });
  const inWords = alertConditionsSchema.safeParse(conditions);
  const condition = inWords.success ? describeAlertCondition(inWords.data) : null;

  const onSubmit = (body: z.output<typeof alertInputSchema>) => {
    refusal.clear();
    save.mutate(
      { id: rule?.id, body },
      {
        onSuccess: (saved) => {
          const { name, description } = saved;
          toast({ title: t`Alert Saved`, description: t`${name}: ${description}.` });
          onDone();
        },
        onError: (error) => refusal.show(error, t`Failed to save alert`),
      },
    );
  };

  return (
    <form className="flex flex-col gap-4" noValidate aria-busy={save.isPending} onSubmit={form.handleSubmit(onSubmit)}>
      <FormField label={t`Name`} required error={errorOf('name')}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label={t`Watch for`} required error={errorOf('conditions.triggerType')}>
        <NativeSelect
          {...form.register('conditions.triggerType', {
            // A message about the last type's figures would sit under the next type's fields.
            onChange: () => form.clearErrors(['conditions.count', 'conditions.days', 'conditions.amount', 'conditions.hours']),
          })}
        >
          {alertTriggerTypes.map((type) => (
            <option key={type} value={type}>
              {alertTriggerLabels[type]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="flex flex-col gap-4 rounded-md border border-border p-3">
        {(conditionFields[triggerType] ?? []).map((field) => (
          <FormField key={`${triggerType}-${field.name}`} label={i18n._(field.label)} required hint={i18n._(field.hint)} error={errorOf(`conditions.${field.name}`)}>
            <ConditionInput field={field} {...form.register(`conditions.${field.name}`)} />
          </FormField>
        ))}
        <p className="text-sm text-muted-foreground">
          {condition !== null ? <Trans>In words: {condition}.</Trans> : <Trans>Fill in the figures to see the rule in words.</Trans>}
        </p>
      </div>
      <Controller
        control={form.control}
        name="notifyStaffIds"
        // The schema coerces ids, so its input type is unknown[]; the checkboxes only ever put numbers in.
        render={({ field }) => (
          <NotifyStaffField value={(field.value ?? []) as number[]} onChange={field.onChange} current={rule?.notifyStaff ?? []} error={errorOf('notifyStaffIds')} />
        )}
      />
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <div className="flex flex-col gap-1">
            <label className="flex items-center gap-2 text-base font-medium">
              <Checkbox checked={field.value ?? true} onCheckedChange={(on) => field.onChange(on === true)} onBlur={field.onBlur} ref={field.ref} />
              <Trans>Active</Trans>
            </label>
            <p className="text-sm text-muted-foreground">
              <Trans>An inactive rule is kept but not checked.</Trans>
            </p>
          </div>
        )}
      />
      <RefusalAlert message={refusal.message} />
      <DialogActions onCancel={onDone} action={t`Save`} pendingAction={t`Saving...`} pending={save.isPending} />
    </form>
  );
}

/** The new-rule and edit-rule dialogs, one form for both. */
export function RuleDialog({ draft, onClose }: { draft: RuleDraft | null; onClose: () => void }) {
  const rule = draft?.rule;
  const { t } = useLingui();
  return (
    <RecordDialog
      record={draft}
      onClose={onClose}
      className="max-w-xl"
      title={rule ? t`Edit rule` : t`New rule`}
      description={t`A rule lists each record it finds once under Recent alerts, and can e-mail staff about it.`}
    >
      {() => <RuleForm key={rule?.id ?? 'new'} rule={rule} onDone={onClose} />}
    </RecordDialog>
  );
}
