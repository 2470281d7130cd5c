import type { CaseDetails } from '@shared/cases/schema';
import { formatDate } from '@shared/format/dates';
import { formatMoney } from '@shared/format/money';
import { formatStatusLabel } from '@shared/incidents/status';
import { friendlyAccount } from '@shared/money-trails/friendly-account';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from './empty-state';
import { SectionHeading } from './section-heading';
import { FeeExplanation, SettlementFigures } from './settlement-figures';

function formatCurrency(amount: string, currency: string): string {
  return currency === 'USD' ? formatMoney(amount) : `${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })} ${currency}`;
}

/** The money on the case: the settlement figures, the payments staff recorded, and the money trail. */
export function CaseFinancials({ details }: { details: CaseDetails }) {
  const transactions = details.incident.financialData?.transactions ?? [];
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3" aria-label="Settlement figures">
        <SettlementFigures settlement={details.settlement} />
        <FeeExplanation feePercent={details.settlement.feePercent} />
      </section>

      <section className="flex flex-col gap-3">
        <SectionHeading>Recorded transactions</SectionHeading>
        {transactions.length === 0 ? (
          <EmptyState title="No transactions recorded yet">The case team records each payment here once it is verified.</EmptyState>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {transactions.map((tx, index) => (
              <li key={`${tx.date}-${index}`} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <div>
                  <p className="font-medium">{tx.type}</p>
                  <p className="text-sm text-muted-foreground">{formatDate(tx.date)}</p>
                </div>
                <p className="font-medium tabular-nums">{formatMoney(tx.amount)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="flex flex-col gap-3">
        <SectionHeading>Money trail</SectionHeading>
        {details.moneyTrails.length === 0 ? (
          <EmptyState title="No money trail recorded yet">
            When the case team traces where the money went, each step is listed here.
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3">
            {details.moneyTrails.map((trail) => (
              <li key={trail.id} className="rounded-lg border border-border p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">{formatStatusLabel(trail.transactionType)}</p>
                  <Badge tone="grey">{formatStatusLabel(trail.status)}</Badge>
                </div>
                <p className="text-lg font-medium tabular-nums">{formatCurrency(trail.amount, trail.currency)}</p>
                <p className="text-sm text-muted-foreground">{formatDate(trail.transactionDate)}</p>
                <p className="mt-1 text-base break-words">
                  {trail.fromAccount ? `${friendlyAccount(trail.fromAccount)} → ` : 'To '}
                  {friendlyAccount(trail.toAccount)}
                </p>
                {trail.description ? <p className="text-base text-muted-foreground">{trail.description}</p> : null}
                {trail.blockchainTx ? (
                  <p className="text-sm break-all text-muted-foreground">Transaction: {trail.blockchainTx}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
