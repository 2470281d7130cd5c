import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatMoney } from '@shared/money/format-money';
import type { StaffPayout } from '@shared/payouts/staff-schema';
import { DialogActions } from '@/components/ui/dialog-actions';
import { RecordDialog } from '@/staff/components/record-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useDecidePayout } from '../api/decide-payout';
import { payoutFailureToast } from '../lib/payout-toasts';

const formSchema = z.object({
  paymentReference: z.string().trim().min(1, 'Please enter the payment reference').max(200, 'The payment reference is too long'),
  paidAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter the date the payment was made'),
});

/** Today as the browser's calendar has it, for the date field's default and its upper bound. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

function MarkPaidForm({ payout, onDone }: { payout: StaffPayout; onDone: () => void }) {
  const decide = useDecidePayout();
  const form = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
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
              toast({ title: 'Payout marked paid', description: `${payout.reference}. The victim will be told by e-mail.` });
              onDone();
            },
            onError: payoutFailureToast,
          },
        ),
      )}
    >
      <FormField label="Payment reference" required error={form.formState.errors.paymentReference?.message} hint="Your bank's or provider's reference for this payment.">
        <Input autoComplete="off" {...form.register('paymentReference')} />
      </FormField>
      <FormField label="Date paid" required error={form.formState.errors.paidAt?.message}>
        <Input type="date" max={today()} {...form.register('paidAt')} />
      </FormField>
      <DialogActions onCancel={onDone} action="Mark Paid" pendingAction="Saving..." pending={decide.isPending} />
    </form>
  );
}

export function MarkPaidDialog({ payout, onClose }: { payout: StaffPayout | null; onClose: () => void }) {
  return (
    <RecordDialog record={payout} onClose={onClose} className="max-w-lg" title="Mark payout paid"
      description={payout ? `${formatMoney(payout.amount, payout.currency)} to ${payout.email} on ${payout.reference}.` : null}
    >
      {(payout) => <MarkPaidForm payout={payout} onDone={onClose} />}
    </RecordDialog>
  );
}
