import { zodResolver } from '@hookform/resolvers/zod';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { placeholders } from '@shared/notifications/placeholders';
import { sendNotificationSchema, type BulkRecipientType, type RecipientCounts, type SendNotificationInput } from '@shared/notifications/schema';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { failureToast } from '@/staff/lib/failure-toast';
import { useTemplates } from '../api/get-templates';
import { useSendNotification } from '../api/send-notification';
import { recipientLabels, sendToLabels } from './recipient-labels';

type FormValues = z.input<typeof sendNotificationSchema>;

/**
 * The bulk-notification dialog: who receives it (with how many each choice reaches), a template
 * to start from, subject and message (both required). It answers at once; the progress shows on
 * the page, and the dialog says in words what it started. Mounted afresh for each opening, so it
 * starts from the choice of the card that opened it.
 */
export function SendNotificationDialog({
  onOpenChange,
  counts,
  initialType,
}: {
  onOpenChange: (open: boolean) => void;
  counts: RecipientCounts | undefined;
  initialType: BulkRecipientType;
}) {
  const send = useSendNotification();
  const { t, i18n } = useLingui();
  const templates = useTemplates();
  const active = (templates.data?.items ?? []).filter((template) => template.isActive);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, z.output<typeof sendNotificationSchema>>({
    resolver: zodResolver(sendNotificationSchema),
    defaultValues: { type: initialType, subject: '', message: '' },
  });
  const { register, handleSubmit, setValue, formState, control } = form;
  const chosenType = useWatch({ control, name: 'type' });

  const applyTemplate = (id: string) => {
    const template = active.find((item) => String(item.id) === id);
    if (!template) {
      setValue('templateId', undefined);
      return;
    }
    setValue('templateId', template.id);
    setValue('subject', template.subject, { shouldValidate: formState.isSubmitted });
    setValue('message', template.content, { shouldValidate: formState.isSubmitted });
  };

  const onSubmit = (values: z.output<typeof sendNotificationSchema>) => {
    setProblem(null);
    send.mutate(values as SendNotificationInput, {
      onSuccess: () => {
        const reached = counts ? counts[values.type] : undefined;
        toast({
          title: t`Notification started`,
          description:
            reached === undefined
              ? t`Its progress shows under Recent sends.`
              : plural(reached, { one: 'Sending to # person. Its progress shows under Recent sends.', other: 'Sending to # people. Its progress shows under Recent sends.' }),
        });
        onOpenChange(false);
      },
      // The spec's toast, and the same words inside the dialog: while it is open, the page behind it
      // (and its toasts) is hidden from screen readers.
      onError: (error) => {
        failureToast(t`Failed to send notifications`, { error });
        setProblem(errorMessage(error, t`Failed to send notifications`));
      },
    });
  };

  const fields = placeholders.map((p) => `{{${p.key}}}`).join(', ');
  const chosen = chosenType ?? 'all';
  const reach = counts?.[chosen] ?? 0;
  const sendTo = counts ? plural(reach, { one: 'Send to # person', other: 'Send to # people' }) : i18n._(sendToLabels[chosen]);
  const people = (reached: number) => plural(reached, { one: '# person', other: '# people' });
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Send a notification</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              An e-mail to many people at once. Each copy has an unsubscribe link; people who unsubscribed are left out, and mail about their own case still reaches them.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4" aria-busy={send.isPending}>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium">
              <Trans>Recipients</Trans>
            </legend>
            {(['all', 'verified', 'unverified'] as const).map((type) => (
              <label key={type} className="flex min-h-11 items-center gap-3 rounded-md border border-border px-3 py-2 has-[:checked]:border-primary">
                <input type="radio" value={type} className="size-5 accent-primary" {...register('type')} />
                <span>
                  {i18n._(recipientLabels[type])}
                  {counts ? <span className="text-muted-foreground"> ({people(counts[type])})</span> : null}
                </span>
              </label>
            ))}
            {counts?.ownCasesOnly ? (
              <p className="text-sm text-muted-foreground">
                <Trans>As a case worker, you send only to the victims of your own cases.</Trans>
              </p>
            ) : null}
            {formState.errors.type?.message ? <p className="text-sm text-destructive">{formState.errors.type.message}</p> : null}
          </fieldset>
          {active.length > 0 ? (
            <FormField label={t`Start from a template`} hint={t`Fills in the subject and message; you can still change them.`}>
              <NativeSelect defaultValue="" onChange={(event) => applyTemplate(event.target.value)}>
                <option value="">{t`No template`}</option>
                {active.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ) : null}
          <FormField label={t`Subject`} required error={formState.errors.subject?.message}>
            <Input autoComplete="off" {...register('subject')} />
          </FormField>
          <FormField
            label={t`Message`}
            required
            error={formState.errors.message?.message}
            hint={t`Filled in for each person: ${fields}. A blank line starts a new paragraph.`}
          >
            <Textarea rows={8} {...register('message')} />
          </FormField>
          {problem ? (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive">
              {problem}
            </p>
          ) : null}
          <DialogActions onCancel={() => onOpenChange(false)} action={sendTo} pendingAction={t`Starting...`} pending={send.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
