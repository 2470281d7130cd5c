import { useLingui } from '@lingui/react/macro';
import type { StaffPayout } from '@shared/payouts/staff-schema';
import { PAYOUT_REJECTION_REASON_REQUIRED } from '@shared/payouts/staff-schema';
import { toast } from '@/hooks/use-toast';
import { formatMoney } from '@/lib/i18n/format';
import { ReasonForm } from '@/staff/components/reason-form';
import { RecordDialog } from '@/staff/components/record-dialog';
import { useDecidePayout } from '../api/decide-payout';
import { payoutFailureToast } from '../lib/payout-toasts';

/** Reject a payout request with the reason the victim reads beside it (asked once, here). */
export function RejectPayoutDialog({ payout, onClose }: { payout: StaffPayout | null; onClose: () => void }) {
  const decide = useDecidePayout();
  const { t } = useLingui();
  const reference = payout?.reference;
  const amount = payout ? formatMoney(payout.amount, payout.currency) : '';
  const email = payout?.email;
  return (
    <RecordDialog record={payout} onClose={onClose} className="max-w-lg" title={t`Reject payout`} description={payout ? t`${reference}, ${amount} to ${email}` : null} descriptionClassName="break-all">
      {(payout) => (
        <ReasonForm
          missing={PAYOUT_REJECTION_REASON_REQUIRED}
          hint={t`Written for the victim: why it cannot be paid, and what they can do.`}
          action={t`Reject`}
          pendingAction={t`Rejecting...`}
          pending={decide.isPending}
          onCancel={onClose}
          onSubmit={(reason) =>
            decide.mutate(
              { id: payout.id, body: { status: 'rejected', reason } },
              {
                onSuccess: () => {
                  toast({ title: t`Payout rejected`, description: t`${reference}. The victim will be told by e-mail and reads the reason.` });
                  onClose();
                },
                onError: payoutFailureToast,
              },
            )
          }
        />
      )}
    </RecordDialog>
  );
}
