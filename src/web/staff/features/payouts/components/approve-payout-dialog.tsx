import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatMoney } from '@shared/money/format-money';
import { amountSchema } from '@shared/money/amount-schema';
import type { StaffPayout } from '@shared/payouts/staff-schema';
import { DialogActions } from '@/components/ui/dialog-actions';
import { RecordDialog } from '@/staff/components/record-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { ApiError, hasErrorCode } from '@/lib/api-client';
import { useDecidePayout } from '../api/decide-payout';
import { payoutFailureToast } from '../lib/payout-toasts';

const formSchema = z.object({
  amount: amountSchema({ required: 'Please enter the amount to approve', invalid: 'Please enter the amount as a number, like 850.00' }),
});

/** Where this approval stands in the four eyes (D17), in words. */
function approvalStep(payout: StaffPayout): string {
  if (payout.approvalsNeeded === 1 && payout.approvals.length === 0) return 'One approval is enough for this amount.';
  if (payout.approvals.length === 0) return 'This is the first of two approvals: a different staff member must approve it too.';
  const first = payout.approvals[0]!;
  return `${first.name} approved ${formatMoney(first.amount, payout.currency)}. Approving the same amount completes it; another amount starts the approvals again.`;
}

/**
 * Approve a request, for its amount or less. The server decides what is available (D5) and says
 * so when the amount is above it; the figure shown here is a guide, not the check.
 */
function ApproveForm({ payout, onDone }: { payout: StaffPayout; onDone: () => void }) {
  const decide = useDecidePayout();
  const form = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    // A second approval is of the amount the first approved; another amount starts the approvals again.
    defaultValues: { amount: payout.approvals[0]?.amount ?? payout.amount },
  });
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit(({ amount }) =>
        decide.mutate(
          { id: payout.id, body: { status: 'approved', amount } },
          {
            onSuccess: (result) => {
              toast(
                result.status === 'approved'
                  ? { title: 'Payout approved', description: `${formatMoney(result.amount, result.currency)} on ${payout.reference}. The victim will be told by e-mail.` }
                  : { title: 'Approval recorded', description: `${payout.reference} needs one more approval, from a different staff member.` },
              );
              onDone();
            },
            onError: (error) => {
              if (hasErrorCode(error, 'PAYOUT_ABOVE_AVAILABLE') && error instanceof ApiError && error.serverMessage) {
                form.setError('amount', { message: error.serverMessage });
              }
              payoutFailureToast(error);
            },
          },
        ),
      )}
    >
      <p className="text-base">
        Available on this case now: <strong className="tabular-nums">{formatMoney(payout.available, payout.currency)}</strong> (recovered funds less the fee, less
        what was already approved or paid).
      </p>
      <p className="text-base">{approvalStep(payout)}</p>
      <FormField label={`Amount to approve (${payout.currency})`} required error={form.formState.errors.amount?.message}>
        <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
      </FormField>
      <DialogActions onCancel={onDone} action="Approve" pendingAction="Approving..." pending={decide.isPending} />
    </form>
  );
}

export function ApprovePayoutDialog({ payout, onClose }: { payout: StaffPayout | null; onClose: () => void }) {
  return (
    <RecordDialog record={payout} onClose={onClose} className="max-w-lg" title="Approve payout"
      description={payout ? `${payout.reference} · ${payout.email} asked for ${formatMoney(payout.amount, payout.currency)}.` : null}
    >
      {(payout) => <ApproveForm payout={payout} onDone={onClose} />}
    </RecordDialog>
  );
}
