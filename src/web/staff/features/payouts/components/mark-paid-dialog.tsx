import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { StaffPayout } from '@shared/payouts/staff-schema';
import { DialogActions } from '@/components/ui/dialog-actions';
import { RecordDialog } from '@/staff/components/record-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { formatMoney } from '@/lib/i18n/format';
import { useDecidePayout } from '../api/decide-payout';
import { payoutFailureToast } from '../lib/payout-toasts';

const makeFormSchema = (texts: { referenceMissing: string; referenceTooLong: string; dateMissing: string }) =>
  z.object({
    paymentReference: z.string().trim().min(1, texts.referenceMissing).max(200, texts.referenceTooLong),
    paidAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, texts.dateMissing),
  });
type FormSchema = ReturnType<typeof makeFormSchema>;

/** Today as the browser's calendar has it, for the date field's default and its upper bound. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

function MarkPaidForm({ payout, onDone }: { payout: StaffPayout; onDone: () => void }) {
  const decide = useDecidePayout();
  const { t } = useLingui();
  const formSchema = useMemo(
    () =>
      makeFormSchema({
        referenceMissing: t`Please enter the payment reference`,
        referenceTooLong: t`The payment reference is too long`,
        dateMissing: t`Please enter the date the payment was made`,
      }),
    [t],
  );
  const reference = payout.reference;
  const form = useForm<z.input<FormSchema>, unknown, z.output<FormSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { paymentReference: '', paidAt: today() },
  });
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit((body) =>
        decide.mutate(
          { id: payout.id, body: { status: 'paid', ...body } },
          {
            onSuccess: () => {
              toast({ title: t`Payout marked paid`, description: t`${reference}. The victim will be told by e-mail.` });
              onDone();
            },
            onError: payoutFailureToast,
          },
        ),
      )}
    >
      <FormField label={t`Payment reference`} required error={form.formState.errors.paymentReference?.message} hint={t`Your bank's or provider's reference for this payment.`}>
        <Input autoComplete="off" {...form.register('paymentReference')} />
      </FormField>
      <FormField label={t`Date paid`} required error={form.formState.errors.paidAt?.message}>
        <Input type="date" max={today()} {...form.register('paidAt')} />
      </FormField>
      <DialogActions onCancel={onDone} action={t`Mark Paid`} pendingAction={t`Saving...`} pending={decide.isPending} />
    </form>
  );
}

export function MarkPaidDialog({ payout, onClose }: { payout: StaffPayout | null; onClose: () => void }) {
  const { t } = useLingui();
  const amount = payout ? formatMoney(payout.amount, payout.currency) : '';
  const email = payout?.email;
  const reference = payout?.reference;
  return (
    <RecordDialog record={payout} onClose={onClose} className="max-w-lg" title={t`Mark payout paid`}
      description={payout ? t`${amount} to ${email} on ${reference}.` : null}
    >
      {(payout) => <MarkPaidForm payout={payout} onDone={onClose} />}
    </RecordDialog>
  );
}
