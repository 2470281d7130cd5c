import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { amountSchema } from '@shared/money/amount-schema';
import type { StaffPayout } from '@shared/payouts/staff-schema';
import { DialogActions } from '@/components/ui/dialog-actions';
import { RecordDialog } from '@/staff/components/record-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { ApiError, hasErrorCode } from '@/lib/api-client';
import { formatMoney } from '@/lib/i18n/format';
import { useDecidePayout } from '../api/decide-payout';
import { payoutFailureToast } from '../lib/payout-toasts';

const makeFormSchema = (texts: { required: string; invalid: string }) => z.object({ amount: amountSchema(texts) });
type FormSchema = ReturnType<typeof makeFormSchema>;

/** Where this approval stands in the four eyes (D17), in words. */
function ApprovalStep({ payout }: { payout: StaffPayout }) {
  const { t } = useLingui();
  if (payout.approvalsNeeded === 1 && payout.approvals.length === 0) return <>{t`One approval is enough for this amount.`}</>;
  if (payout.approvals.length === 0) return <>{t`This is the first of two approvals: a different staff member must approve it too.`}</>;
  const first = payout.approvals[0]!;
  const name = first.name;
  const amount = formatMoney(first.amount, payout.currency);
  return <>{t`${name} approved ${amount}. Approving the same amount completes it; another amount starts the approvals again.`}</>;
}

/**
 * Approve a request, for its amount or less. The server decides what is available (D5) and says
 * so when the amount is above it; the figure shown here is a guide, not the check.
 */
function ApproveForm({ payout, onDone }: { payout: StaffPayout; onDone: () => void }) {
  const decide = useDecidePayout();
  const { t } = useLingui();
  const formSchema = useMemo(
    () => makeFormSchema({ required: t`Please enter the amount to approve`, invalid: t`Please enter the amount as a number, like 850.00` }),
    [t],
  );
  const reference = payout.reference;
  const form = useForm<z.input<FormSchema>, unknown, z.output<FormSchema>>({
    resolver: zodResolver(formSchema),
    // A second approval is of the amount the first approved; another amount starts the approvals again.
    defaultValues: { amount: payout.approvals[0]?.amount ?? payout.amount },
  });
  const available = formatMoney(payout.available, payout.currency);
  const currency = payout.currency;
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit(({ amount }) =>
        decide.mutate(
          { id: payout.id, body: { status: 'approved', amount } },
          {
            onSuccess: (result) => {
              const amount = formatMoney(result.amount, result.currency);
              toast(
                result.status === 'approved'
                  ? { title: t`Payout approved`, description: t`${amount} on ${reference}. The victim will be told by e-mail.` }
                  : { title: t`Approval recorded`, description: t`${reference} needs one more approval, from a different staff member.` },
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
        <Trans>
          Available on this case now: <strong className="tabular-nums">{available}</strong> (recovered funds less the fee, less what was already approved or
          paid).
        </Trans>
      </p>
      <p className="text-base">
        <ApprovalStep payout={payout} />
      </p>
      <FormField label={t`Amount to approve (${currency})`} required error={form.formState.errors.amount?.message}>
        <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
      </FormField>
      <DialogActions onCancel={onDone} action={t`Approve`} pendingAction={t`Approving...`} pending={decide.isPending} />
    </form>
  );
}

export function ApprovePayoutDialog({ payout, onClose }: { payout: StaffPayout | null; onClose: () => void }) {
  const { t } = useLingui();
  const reference = payout?.reference;
  const email = payout?.email;
  const amount = payout ? formatMoney(payout.amount, payout.currency) : '';
  return (
    <RecordDialog record={payout} onClose={onClose} className="max-w-lg" title={t`Approve payout`}
      description={payout ? t`${reference} · ${email} asked for ${amount}.` : null}
    >
      {(payout) => <ApproveForm payout={payout} onDone={onClose} />}
    </RecordDialog>
  );
}
