import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { createIncidentSchema, type CreateIncidentFields, type CreateIncidentInput, REQUIRED_FIELDS_MESSAGE } from '@shared/incidents/staff-schema';
import { incidentStatuses } from '@shared/incidents/status';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { CurrencySelect } from '@/components/ui/currency-select';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { useBranding } from '@/lib/branding/get-settings';
import { paths } from '@/lib/paths';
import { failureToast } from '@/staff/lib/failure-toast';
import { useCreateIncident } from '../api/create-incident';
import { failureText } from '../lib/failure-text';
import { localToday } from '../lib/local-dates';
import { ARRIVED_BY_ACTION } from '../lib/use-focus-heading-on-arrival';

function CreateIncidentForm({ onDone, onCreated }: { onDone: () => void; onCreated: () => void }) {
  const create = useCreateIncident();
  const navigate = useNavigate();
  const { t } = useLingui();
  const { defaultCurrency } = useBranding();
  const form = useForm<CreateIncidentInput, unknown, CreateIncidentFields>({
    resolver: zodResolver(createIncidentSchema),
    defaultValues: { platformName: '', victimEmail: '', amount: '', currency: defaultCurrency, description: '', incidentDate: localToday(), status: 'open' },
  });
  const { errors } = form.formState;
  const [platformName, victimEmail, amount] = useWatch({ control: form.control, name: ['platformName', 'victimEmail', 'amount'] });
  const present = (value: unknown) => String(value ?? '').trim() !== '';
  const complete = present(platformName) && present(victimEmail) && present(amount);

  const onSubmit = (values: CreateIncidentFields) =>
    create.mutate(values, {
      onSuccess: ({ incident, platform }) => {
        const reference = incident.reference;
        const platformName = platform.name;
        toast({ title: t`Incident created`, description: t`${reference} for ${platformName} was created.` });
        onCreated();
        onDone();
        navigate(paths.adminIncident(incident.id), { state: ARRIVED_BY_ACTION });
      },
      onError: (error) => {
        // A refusal of what was typed names the field problem; anything else is the spec's failure toast.
        failureToast(hasErrorCode(error, 'VALIDATION_FAILED') ? errorMessage(error, REQUIRED_FIELDS_MESSAGE) : failureText(t`Failed to create incident`, error));
      },
    });

  return (
    <form className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormField label={t`Platform name`} required error={errors.platformName?.message}>
        <Input autoComplete="off" {...form.register('platformName')} />
      </FormField>
      <FormField label={t`Victim e-mail`} required error={errors.victimEmail?.message}>
        <Input type="email" autoComplete="off" {...form.register('victimEmail')} />
      </FormField>
      {/* A hint, not a placeholder: grey sample digits in the box read as an amount already filled in. */}
      <FormField label={t`Amount lost`} required hint={t`For example 1500.00, in the currency below`} error={errors.amount?.message}>
        <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
      </FormField>
      {/* Issue 28: the case's currency; its recovered amounts and payouts are in it too. */}
      <FormField label={t`Currency`} required error={errors.currency?.message}>
        <CurrencySelect {...form.register('currency')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t`Incident date`} error={errors.incidentDate?.message}>
          <Input type="date" max={localToday()} {...form.register('incidentDate')} />
        </FormField>
        <FormField label={t`Status`} error={errors.status?.message}>
          <NativeSelect {...form.register('status')}>
            {incidentStatuses.map((status) => (
              <option key={status} value={status}>
                {formatStatusLabel(status)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField label={t`Description`} error={errors.description?.message}>
        <Textarea rows={4} {...form.register('description')} />
      </FormField>
      <DialogActions onCancel={onDone} action={t`Create Incident`} pendingAction={t`Creating...`} pending={create.isPending} disabled={!complete} />
    </form>
  );
}

/** Staff record a case reported to them another way (phone, letter, visit); a new platform name is added to the directory. */
export function CreateIncidentDialog() {
  const [open, setOpen] = useState(false);
  const created = useRef(false);
  // After a create the new case's page takes focus (its heading); the trigger must not pull it back.
  const onCloseAutoFocus = (event: Event) => {
    if (!created.current) return;
    created.current = false;
    event.preventDefault();
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" /> <Trans>Create Incident</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Create Incident</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Platform name, victim e-mail and amount lost are required.</Trans>
          </DialogDescription>
        </DialogHeader>
        {open ? <CreateIncidentForm onDone={() => setOpen(false)} onCreated={() => (created.current = true)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
