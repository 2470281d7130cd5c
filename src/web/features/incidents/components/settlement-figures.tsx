import { Trans, useLingui } from '@lingui/react/macro';
import type { CaseDetails } from '@shared/cases/schema';
import { toMinor } from '@shared/money/decimal';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/i18n/format';

type Settlement = CaseDetails['settlement'];

/**
 * D5: only what staff recorded as actually recovered. The fee applies to recovered money alone and
 * is never charged to the victim; nothing here is an estimate.
 */
export function SettlementFigures({ settlement }: { settlement: Settlement }) {
  const { t } = useLingui();
  const feePercent = settlement.feePercent;
  const rows: { key: string; label: string; value: string; strong?: boolean }[] = [
    { key: 'loss', label: t`Total loss`, value: formatMoney(settlement.totalLoss, settlement.currency) },
    { key: 'recovered', label: t`Recovered so far`, value: formatMoney(settlement.recovered, settlement.currency) },
    { key: 'fee', label: t`Fee on recovered funds (${feePercent}%)`, value: formatMoney(settlement.fee, settlement.currency) },
    // Shown once something went out or was approved, so the smaller available figure explains itself.
    ...(toMinor(settlement.paidOrApproved, settlement.currency) > 0n
      ? [{ key: 'paid', label: t`Already paid out or approved`, value: formatMoney(settlement.paidOrApproved, settlement.currency) }]
      : []),
    { key: 'available', label: t`Available for payout`, value: formatMoney(settlement.availableForPayout, settlement.currency), strong: true },
    { key: 'outstanding', label: t`Outstanding (not recovered)`, value: formatMoney(settlement.outstanding, settlement.currency) },
  ];
  return (
    <dl className="divide-y divide-border rounded-lg border border-border">
      {rows.map((row) => (
        <div key={row.key} className={cn('flex items-baseline justify-between gap-4 px-4 py-3', row.strong && 'bg-muted/60')}>
          <dt className={cn('text-base', row.strong ? 'font-semibold' : 'text-muted-foreground')}>{row.label}</dt>
          <dd className={cn('text-end tabular-nums', row.strong ? 'text-lg font-semibold' : 'font-medium')}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function FeeExplanation({ feePercent }: { feePercent: number }) {
  return (
    <p className="text-base text-muted-foreground">
      <Trans>
        The fee of {feePercent}% applies only to money that has actually been recovered, and is taken from it. You never
        pay anything up front, and we never ask you for money.
      </Trans>
    </p>
  );
}
