import type { StaffPayout } from '@shared/payouts/staff-schema';
import { PAYOUT_REJECTION_REASON_REQUIRED } from '@shared/payouts/staff-schema';
import { formatMoney } from '@shared/money/format-money';
import { toast } from '@/hooks/use-toast';
import { ReasonForm } from '@/staff/components/reason-form';
import { RecordDialog } from '@/staff/components/record-dialog';
import { useDecidePayout } from '../api/decide-payout';
import { payoutFailureToast } from '../lib/payout-toasts';

/** Reject a payout request with the reason the victim reads beside it (asked once, here). */
export function RejectPayoutDialog({ payout, onClose }: { payout: StaffPayout | null; onClose: () => void }) {
  const decide = useDecidePayout();
  return (
    <RecordDialog record={payout} onClose={onClose} className="max-w-lg" title="Reject payout" description={payout ? `${payout.reference}, ${formatMoney(payout.amount, payout.currency)} to ${payout.email}` : null} descriptionClassName="break-all">
      {(payout) => (
        <ReasonForm
          missing={PAYOUT_REJECTION_REASON_REQUIRED}
          hint="Written for the victim: why it cannot be paid, and what they can do."
          action="Reject"
          pendingAction="Rejecting..."
          pending={decide.isPending}
          onCancel={onClose}
          onSubmit={(reason) =>
            decide.mutate(
              { id: payout.id, body: { status: 'rejected', reason } },
              {
                onSuccess: () => {
                  toast({ title: 'Payout rejected', description: `${payout.reference}. The victim will be told by e-mail and reads the reason.` });
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
