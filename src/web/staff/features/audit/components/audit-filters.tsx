import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { auditLogQuerySchema } from '@shared/audit/schema';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

export type AuditFilterValues = { actor: string; action: string; entityType: string; entityId: string; from: string; to: string };

export const emptyAuditFilters: AuditFilterValues = { actor: '', action: '', entityType: '', entityId: '', from: '', to: '' };

const recordTypes = [
  { value: '', label: msg`Any record` },
  { value: 'fraud_incident', label: msg`Incident` },
  { value: 'user_profile', label: msg`User` },
  { value: 'recovery_application', label: msg`Recovery application` },
  { value: 'admin_user', label: msg`Staff account` },
  { value: 'payout_request', label: msg`Payout request` },
  { value: 'money_trail', label: msg`Money trail` },
  { value: 'document', label: msg`Document` },
  { value: 'message', label: msg`Message` },
  { value: 'setting', label: msg`Setting` },
];

type Errors = Partial<Record<keyof AuditFilterValues, string>>;

/** Validates with the server's own schema, so a bad date is explained here rather than refused there. */
function validate(values: AuditFilterValues): Errors {
  const blankless = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
  const result = auditLogQuerySchema.safeParse(blankless);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof AuditFilterValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The audit log's filters; they apply when the form is sent, so a half-typed name asks nothing. */
export function AuditFilters({ values, onApply }: { values: AuditFilterValues; onApply: (values: AuditFilterValues) => void }) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(values);
  const [shown, setShown] = useState(values);
  const [errors, setErrors] = useState<Errors>({});
  // The address bar changed the filters (back, a link): show them.
  if (shown !== values) {
    setShown(values);
    setDraft(values);
  }
  const field = (name: keyof AuditFilterValues) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label={t`Filter the audit log`} className="grid grid-cols-1 gap-3 py-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6" noValidate>
      <FormField label={t`Actor`} error={errors.actor}>
        <Input {...field('actor')} placeholder={t`Username or id`} />
      </FormField>
      <FormField label={t`Action`} error={errors.action}>
        <Input {...field('action')} placeholder={t`e.g. status`} />
      </FormField>
      <FormField label={t`Record type`} error={errors.entityType}>
        <NativeSelect {...field('entityType')}>
          {recordTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {i18n._(type.label)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t`Record id`} error={errors.entityId}>
        <Input {...field('entityId')} inputMode="numeric" />
      </FormField>
      <FormField label={t`From`} error={errors.from}>
        <Input {...field('from')} type="date" />
      </FormField>
      <FormField label={t`To`} error={errors.to}>
        <Input {...field('to')} type="date" />
      </FormField>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-3 xl:col-span-6">
        <Button type="submit">
          <Trans>Apply filters</Trans>
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setDraft(emptyAuditFilters);
            setErrors({});
            onApply(emptyAuditFilters);
          }}
        >
          <Trans>Clear</Trans>
        </Button>
      </div>
    </form>
  );
}
