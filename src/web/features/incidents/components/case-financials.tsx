import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CaseDetails } from '@shared/cases/schema';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import { friendlyAccount } from '@shared/money-trails/friendly-account';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import { EmptyState } from './empty-state';
import { SectionHeading } from './section-heading';
import { FeeExplanation, SettlementFigures } from './settlement-figures';

const trailWords: Record<string, MessageDescriptor> = {
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  transfer: msg`Transfer`,
  payment: msg`Payment`,
  pending: msg({ message: 'Pending', context: 'money trail status' }),
  verified: msg({ message: 'Verified', context: 'money trail status' }),
  suspicious: msg`Suspicious`,
  recovered: msg`Recovered`,
};

/** The money on the case: the settlement figures, the payments staff recorded, and the money trail. */
export function CaseFinancials({ details }: { details: CaseDetails }) {
  const { t, i18n } = useLingui();
  const word = (value: string) => (trailWords[value] ? i18n._(trailWords[value]) : formatStatusLabel(value));
  const transactions = details.incident.financialData?.transactions ?? [];
  // The financial record is kept in the case's currency, as its settlement figures are (issue 28).
  const currency = details.incident.currency;
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3" aria-label={t`Settlement figures`}>
        <SettlementFigures settlement={details.settlement} />
        <FeeExplanation feePercent={details.settlement.feePercent} />
      </section>

      <section className="flex flex-col gap-3">
        <SectionHeading>
          <Trans>Recorded transactions</Trans>
        </SectionHeading>
        {transactions.length === 0 ? (
          <EmptyState title={t`No transactions recorded yet`}>
            <Trans>The case team records each payment here once it is verified.</Trans>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {transactions.map((tx, index) => (
              <li key={`${tx.date}-${index}`} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <div>
                  <p className="font-medium">{tx.type}</p>
                  <p className="text-sm text-muted-foreground">{formatDate(tx.date)}</p>
                </div>
                <p className="font-medium tabular-nums">{formatMoney(tx.amount, currency)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="flex flex-col gap-3">
        <SectionHeading>
          <Trans>Money trail</Trans>
        </SectionHeading>
        {details.moneyTrails.length === 0 ? (
          <EmptyState title={t`No money trail recorded yet`}>
            <Trans>When the case team traces where the money went, each step is listed here.</Trans>
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3">
            {details.moneyTrails.map((trail) => {
              // The arrow is part of the text, so a right-to-left language can turn it.
              const from = trail.fromAccount ? friendlyAccount(trail.fromAccount) : null;
              const to = friendlyAccount(trail.toAccount);
              const transaction = trail.blockchainTx;
              return (
              <li key={trail.id} className="rounded-lg border border-border p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">{word(trail.transactionType)}</p>
                  <Badge tone="grey">{word(trail.status)}</Badge>
                </div>
                <p className="text-lg font-medium tabular-nums">{formatMoney(trail.amount, trail.currency)}</p>
                <p className="text-sm text-muted-foreground">{formatDate(trail.transactionDate)}</p>
                <p className="mt-1 text-base break-words">
                  {from ? t`${from} → ${to}` : <Trans>To {to}</Trans>}
                </p>
                {trail.description ? <p className="text-base text-muted-foreground">{trail.description}</p> : null}
                {trail.blockchainTx ? (
                  <p className="text-sm break-all text-muted-foreground">
                    <Trans>Transaction: {transaction}</Trans>
                  </p>
                ) : null}
              </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
