import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { updateApplicationSchema, type StaffApplication } from '@shared/applications/staff-schema';
import { countryName } from '@shared/places/countries';
import { friendlyPhone } from '@shared/places/phone';
import { fraudTypeLabel } from '@/lib/i18n/shared-words';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { RecordHistory } from '@/staff/components/record-history';
import { toast } from '@/hooks/use-toast';
import { failureToast } from '@/staff/lib/failure-toast';
import { formatDate, formatDateTime, formatMoney } from '@/lib/i18n/format';
import { useApplication } from '../api/get-application';
import { useUpdateApplication } from '../api/update-application';
import { applicationActions } from '../lib/application-actions';
import { ApplicationStatusBadge } from './application-status-badge';
import { DecideApplicationDialog, type PendingDecision } from './decide-application-dialog';
import { LinkedCaseField } from './linked-case-field';

type NotesInput = z.input<typeof updateApplicationSchema>;
type NotesOutput = z.output<typeof updateApplicationSchema>;

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

function ContactedList({ application: a }: { application: StaffApplication }) {
  const { t } = useLingui();
  const who = [a.contactedPolice && t`the police`, a.contactedBank && t`their bank`, a.contactedPlatform && t`the platform`].filter(Boolean);
  const list = who.join(', ');
  return <>{who.length ? t`Yes: ${list}` : t`None of the police, their bank or the platform`}</>;
}

function ApplicationFields({ application: a }: { application: StaffApplication }) {
  const { t } = useLingui();
  const verifiedAt = a.emailVerifiedAt ? formatDateTime(a.emailVerifiedAt) : '';
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      <Field label={t`Status`}>
        <ApplicationStatusBadge status={a.status} />
      </Field>
      <Field label={t`Submitted`}>{formatDateTime(a.createdAt)}</Field>
      <Field label={t`Full name`}>{a.fullName}</Field>
      <Field label={t`E-mail`}>
        <span className="break-all">{a.email}</span>
        {/* D18: an unverified address may not be the applicant's; no decision mail goes to it. */}
        <span className="block text-sm text-muted-foreground">
          {a.emailVerifiedAt
            ? t`Verified ${verifiedAt}`
            : t`Not verified: the applicant has not confirmed this address, so no e-mail is sent to it`}
        </span>
      </Field>
      <Field label={t`Phone`}>{a.phone ? friendlyPhone(a.phone) : t`Not given`}</Field>
      <Field label={t`Country`}>{countryName(a.country)}</Field>
      <Field label={t`Platform`}>{a.platformName}</Field>
      <Field label={t`Type of fraud`}>{fraudTypeLabel(a.fraudType)}</Field>
      <Field label={t`Amount lost`}>
        <span className="tabular-nums">{formatMoney(a.lossAmount, a.currency)}</span>
      </Field>
      <Field label={t`Date of incident`}>{formatDate(a.dateOfIncident)}</Field>
      <Field label={t`Linked case`} wide>
        <LinkedCaseField application={a} />
      </Field>
      <Field label={t`Already contacted`}>
        <ContactedList application={a} />
      </Field>
      <Field label={t`What happened`} wide>
        <p className="whitespace-pre-wrap">{a.description}</p>
      </Field>
      <Field label={t`Last updated`}>{formatDateTime(a.updatedAt)}</Field>
    </dl>
  );
}

type NotesForm = ReturnType<typeof useForm<NotesInput, unknown, NotesOutput>>;

function NotesForm({ application, form }: { application: StaffApplication; form: NotesForm }) {
  const update = useUpdateApplication();
  const { t } = useLingui();
  const onSubmit = (values: NotesOutput) =>
    update.mutate(
      { id: application.id, body: { adminNotes: values.adminNotes ?? null } },
      {
        onSuccess: () => {
          form.reset({ adminNotes: values.adminNotes ?? '' });
          toast({ title: t`Notes saved`, description: application.recoveryId });
        },
        onError: () => failureToast(t`Failed to save the admin notes`),
      },
    );
  return (
    <form className="flex flex-col gap-2" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormField label={t`Admin notes`} hint={t`Seen by staff only. Notes not yet saved are saved with a decision.`} error={form.formState.errors.adminNotes?.message}>
        <Textarea {...form.register('adminNotes')} />
      </FormField>
      <div>
        <Button type="submit" variant="outline" disabled={update.isPending || !form.formState.isDirty}>
          {update.isPending ? <Trans>Saving...</Trans> : <Trans>Save notes</Trans>}
        </Button>
      </div>
    </form>
  );
}

type ApplicationDetailDialogProps = {
  id: number | null;
  onClose: () => void;
  /** Where work continues once it has closed; the dialog has no trigger of its own to go back to. */
  onClosed: (id: number) => void;
};

/** Everything an applicant sent, with the decisions and admin notes; opened by its own address. */
export function ApplicationDetailDialog({ id, onClose, onClosed }: ApplicationDetailDialogProps) {
  const { t, i18n } = useLingui();
  const query = useApplication(id);
  const application = query.data;
  const reference = application?.recoveryId;
  const [deciding, setDeciding] = useState<PendingDecision | null>(null);
  const notes = useForm<NotesInput, unknown, NotesOutput>({
    resolver: zodResolver(updateApplicationSchema),
    values: { adminNotes: application?.adminNotes ?? '' },
    // A decision taken while notes are half-written reloads the record; the typing must survive it.
    resetOptions: { keepDirtyValues: true },
  });
  const lastId = useRef(id);
  useEffect(() => {
    if (id !== null) lastId.current = id;
  }, [id]);
  const close = () => {
    if (notes.formState.isDirty && !window.confirm(t`Your admin notes are not saved. Close and lose them?`)) return;
    notes.reset({ adminNotes: '' });
    onClose();
  };
  const unsavedNotes = () => (notes.formState.isDirty ? (notes.getValues('adminNotes')?.trim() || null) : undefined);
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent
        className="max-w-3xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (lastId.current !== null) onClosed(lastId.current);
        }}
      >
        <DialogHeader>
          <DialogTitle>{application ? t`Recovery application ${reference}` : t`Recovery application`}</DialogTitle>
          <DialogDescription>
            {application
              ? `${application.fullName}, ${application.platformName}`
              : query.isError
                ? t`This application could not be loaded. It may not exist, or the connection failed.`
                : t`Loading…`}
          </DialogDescription>
        </DialogHeader>
        {application && (
          <>
            <ApplicationFields application={application} />
            <NotesForm application={application} form={notes} />
            <DialogFooter className="border-t border-border pt-4">
              {applicationActions.map((action) => (
                <Button
                  key={action.status}
                  variant={action.status === 'rejected' ? 'outline' : action.status === 'approved' ? 'default' : 'secondary'}
                  disabled={application.status === action.status}
                  onClick={() => setDeciding({ application, status: action.status, adminNotes: unsavedNotes() })}
                >
                  {i18n._(action.label)}
                </Button>
              ))}
            </DialogFooter>
            <RecordHistory entityType="recovery_application" entityId={application.id} />
            <DecideApplicationDialog
              decision={deciding}
              onClose={() => setDeciding(null)}
              // Notes sent with the decision are saved: the form holds what the record now says.
              onDecided={(decided) => decided.adminNotes !== undefined && notes.reset({ adminNotes: decided.adminNotes ?? '' })}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
