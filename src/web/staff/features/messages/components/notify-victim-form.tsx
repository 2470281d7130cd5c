import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { notifyVictimSchema } from '@shared/messages/staff-schema';
import { parseCaseReference } from '@shared/format/case-reference';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CaseReferenceInput } from '@/staff/components/case-reference-input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { failureToast } from '@/staff/lib/failure-toast';
import { useNotifyVictim } from '../api/notify-victim';

// The form names the case by the reference staff know ('FR-000123'); the call takes its id.
const makeFormSchema = (texts: { missing: string; invalid: string }) =>
  notifyVictimSchema.omit({ incidentId: true }).extend({
    reference: z.string().trim().min(1, texts.missing).refine((text) => parseCaseReference(text) !== null, texts.invalid),
  });
type FormSchema = ReturnType<typeof makeFormSchema>;
type FormInput = z.input<FormSchema>;

/**
 * The spec's send-notification form, for one victim: an in-app message on their case and one
 * e-mail saying it is there (D19). Bulk mail to many victims is the Notifications section.
 */
export function NotifyVictimForm() {
  const notify = useNotifyVictim();
  const { t } = useLingui();
  const formSchema = useMemo(
    () => makeFormSchema({ missing: t`Please enter the case reference`, invalid: t`Please enter a case reference like FR-000123, or pick a case from the list` }),
    [t],
  );
  const form = useForm<FormInput, unknown, z.output<FormSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { reference: '', subject: '', message: '' },
  });
  return (
    <section aria-labelledby="notify-victim" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div>
        <h2 id="notify-victim" className="text-lg font-semibold">
          <Trans>Send a notification</Trans>
        </h2>
        <p className="text-muted-foreground">
          <Trans>To the victim of one case: a message on their case page, and an e-mail telling them it is there.</Trans>
        </p>
      </div>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={form.handleSubmit(({ reference, subject, message }) =>
          notify.mutate(
            { incidentId: parseCaseReference(reference)!, subject, message },
            {
              onSuccess: (result) => {
                const sentTo = result.sentTo;
                toast({ title: t`Notification sent`, description: t`Sent to ${sentTo}.` });
                form.reset();
              },
              onError: (error) => failureToast(t`Failed to send notifications`, { error }),
            },
          ),
        )}
      >
        <FormField label={t`Case reference`} required error={form.formState.errors.reference?.message}>
          <CaseReferenceInput {...form.register('reference')} />
        </FormField>
        <FormField label={t`Subject`} required error={form.formState.errors.subject?.message}>
          <Input autoComplete="off" {...form.register('subject')} />
        </FormField>
        <FormField label={t`Message`} required error={form.formState.errors.message?.message}>
          <Textarea rows={4} {...form.register('message')} />
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" disabled={notify.isPending}>
            {notify.isPending ? <Trans>Sending...</Trans> : <Trans>Send Notification</Trans>}
          </Button>
        </div>
      </form>
    </section>
  );
}
