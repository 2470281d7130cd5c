import { formatDate } from '@shared/format/dates';
import { formatMoney } from '@shared/money/format-money';
import { formatStatusLabel } from '@shared/incidents/status';
import { payoutMethodLabel, type PayoutSummary } from '@shared/payouts/schema';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DotSeparated } from '@/components/ui/dot-separated';

const tones: Record<string, BadgeTone> = { pending: 'blue', approved: 'green', paid: 'green', rejected: 'red' };

/** Payout requests with their status; account details only ever arrive masked (D5). */
export function PayoutList({ payouts, showCase = false }: { payouts: PayoutSummary[]; showCase?: boolean }) {
  return (
    <ul className="flex flex-col gap-3">
      {payouts.map((payout) => (
        <li key={payout.id} className="flex flex-col gap-1 rounded-lg border border-border p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-lg font-semibold tabular-nums">{formatMoney(payout.amount, payout.currency)}</p>
            <Badge tone={tones[payout.status] ?? 'grey'}>{formatStatusLabel(payout.status)}</Badge>
          </div>
          {showCase ? <p className="text-base">Case {payout.caseReference}</p> : null}
          <p className="text-base text-muted-foreground">
            <DotSeparated items={[payoutMethodLabel(payout.payoutMethod), payout.accountDetailsMasked]} />
          </p>
          <p className="text-sm text-muted-foreground">
            <DotSeparated
              items={[
                `Requested ${formatDate(payout.requestDate)}`,
                payout.paidAt ? `paid ${formatDate(payout.paidAt)}` : payout.processedDate ? `decided ${formatDate(payout.processedDate)}` : null,
              ]}
            />
          </p>
          {payout.paymentReference ? <p className="text-sm text-muted-foreground">Payment reference: {payout.paymentReference}</p> : null}
          {payout.status === 'rejected' && payout.rejectionReason ? (
            <p className="text-sm break-words">
              <span className="font-medium">Why it was not paid: </span>
              {payout.rejectionReason}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
