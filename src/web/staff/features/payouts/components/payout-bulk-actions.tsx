import { useLingui } from '@lingui/react/macro';
import { payoutNoun, type BulkPayoutRequest } from '@shared/payouts/bulk-schema';
import { PAYOUT_REJECTION_REASON_REQUIRED } from '@shared/payouts/staff-schema';
import { BulkActionsBar, type BulkKind, type ChosenRecord } from '@/staff/components/bulk-actions-bar';
import { useActOnPayouts } from '../api/act-on-payouts';

/** A chosen payout request as the list showed it: `version` is the `updatedAt` a decision is based on. */
export type ChosenPayout = ChosenRecord & { version: string };

/** What to do with the chosen payout requests (issue 26): approve them, or reject them with one reason. */
export function PayoutBulkActions({ chosen, onDone }: { chosen: ChosenPayout[]; onDone: () => void }) {
  const act = useActOnPayouts();
  const { t } = useLingui();
  const kinds: BulkKind[] = [
    {
      kind: 'approved',
      label: t`Approve`,
      note: t`Each is approved for the amount asked, or the amount a colleague approved. Four eyes hold for each: your approval counts once, a second staff member must approve too, and one you may not approve (you recorded its recovered amount, or approved it already) is refused with the reason. Marking paid stays one at a time.`,
    },
    {
      kind: 'rejected',
      label: t`Reject`,
      reason: () => ({ missing: PAYOUT_REJECTION_REASON_REQUIRED, hint: t`Written for the victims: why it cannot be paid, and what they can do. Each reads it.` }),
    },
  ];
  return (
    <BulkActionsBar<BulkPayoutRequest>
      chosen={chosen}
      noun={payoutNoun}
      kinds={kinds}
      request={({ kind, reason }) => ({
        items: chosen.map(({ id, version }) => ({ id, version })),
        action: kind === 'rejected' ? { kind: 'status', status: 'rejected', reason } : { kind: 'status', status: 'approved' },
      })}
      mutation={act}
      onDone={onDone}
    />
  );
}
