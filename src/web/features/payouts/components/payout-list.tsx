import { Trans, useLingui } from '@lingui/react/macro';
import type { PayoutSummary } from '@shared/payouts/schema';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DotSeparated } from '@/components/ui/dot-separated';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import { payoutMethodLabel, payoutStatusLabel } from '../words';

const tones: Record<string, BadgeTone> = { pending: 'blue', approved: 'green', paid: 'green', rejected: 'red' };

/** Payout requests with their status; account details only ever arrive masked (D5). */
export function PayoutList({ payouts, showCase = false }: { payouts: PayoutSummary[]; showCase?: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <ul className="flex flex-col gap-3">
      {payouts.map((payout) => {
        const caseReference = payout.caseReference;
        const requested = formatDate(payout.requestDate);
        const paid = payout.paidAt ? formatDate(payout.paidAt) : null;
        const decided = payout.processedDate ? formatDate(payout.processedDate) : null;
        const paymentReference = payout.paymentReference;
        const reason = payout.rejectionReason;
        return (
        <li key={payout.id} className="flex flex-col gap-1 rounded-lg border border-border p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-lg font-semibold tabular-nums">{formatMoney(payout.amount, payout.currency)}</p>
            <Badge tone={tones[payout.status] ?? 'grey'}>{payoutStatusLabel(i18n, payout.status)}</Badge>
          </div>
          {showCase ? (
            <p className="text-base">
              <Trans>Case {caseReference}</Trans>
            </p>
          ) : null}
          <p className="text-base text-muted-foreground">
            <DotSeparated items={[payoutMethodLabel(i18n, payout.payoutMethod), payout.accountDetailsMasked]} />
          </p>
          <p className="text-sm text-muted-foreground">
            <DotSeparated
              items={[
                t`Requested ${requested}`,
                paid ? t`paid ${paid}` : decided ? t`decided ${decided}` : null,
              ]}
            />
          </p>
          {paymentReference ? (
            <p className="text-sm text-muted-foreground">
              <Trans>Payment reference: {paymentReference}</Trans>
            </p>
          ) : null}
          {payout.status === 'rejected' && payout.rejectionReason ? (
            <p className="text-sm break-words">
              <Trans>
                <span className="font-medium">Why it was not paid: </span>
                {reason}
              </Trans>
            </p>
          ) : null}
        </li>
        );
      })}
    </ul>
  );
}
