import { Trans, useLingui } from '@lingui/react/macro';
import { Banknote, FileWarning, PiggyBank, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DashboardSummary } from '@shared/dashboard/schema';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatMoney, formatNumber, formatThousands } from '@/lib/i18n/format';

function StatCard({
  icon,
  label,
  value,
  detail,
  className,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  detail: string;
  className?: string;
}) {
  return (
    <Card className={cn('flex flex-col gap-1 p-4 sm:p-5', className)}>
      <div className="flex items-start gap-2 text-base text-muted-foreground [&_svg]:mt-1 [&_svg]:size-5">
        <span aria-hidden="true">{icon}</span>
        <h2 className="text-base font-medium">{label}</h2>
      </div>
      <p className="text-xl font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-3xl" data-stat={label}>
        {value}
      </p>
      <p className="text-sm text-muted-foreground">{detail}</p>
    </Card>
  );
}

type Figure = 'totalLoss' | 'recovered' | 'availableForPayout' | 'lossWithRecoveryHelp';

/**
 * One figure per currency, never added across (issue 28): '$12,000.00 · €7,750.00'. Symbols suffice
 * here, since each figure is a victim's own and the codes are in the exact line.
 */
function perCurrency(totals: DashboardSummary['totals'], figure: Figure, format: (amount: string, currency: string) => string = formatMoney): string {
  return totals.byCurrency.map((t) => format(t[figure], t.currency)).join(' · ');
}

/**
 * The spec's stat cards, with money that never reads larger than it is: what a victim may act on
 * (recovered, available for payout) is exact; the total loss keeps the short form, rounded down,
 * with the exact figure under it. The loss on cases where recovery help exists is a plain line, not
 * a tile: as a headline it read as an expected recovery (D5).
 */
export function StatCards({ totals }: { totals: DashboardSummary['totals'] }) {
  const { t } = useLingui();
  // With no case there is no currency to count in: "$0.00" would name one the victim may never use.
  const none = totals.byCurrency.length === 0;
  const money = (figure: Figure, format?: (amount: string, currency: string) => string) => (none ? t`No amount` : perCurrency(totals, figure, format));
  const exactLoss = perCurrency(totals, 'totalLoss', (amount, currency) => formatMoney(amount, currency, { display: 'code' }));
  const lossWithHelp = perCurrency(totals, 'lossWithRecoveryHelp');
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          icon={<FileWarning />}
          label={t`Fraud reports`}
          value={formatNumber(totals.incidentCount)}
          detail={t`Reports tied to your e-mail`}
        />
        <StatCard
          icon={<Banknote />}
          label={t`Total loss`}
          value={money('totalLoss', formatThousands)}
          detail={none ? t`No report yet` : t`Exactly ${exactLoss}`}
        />
        <StatCard
          icon={<PiggyBank />}
          label={t({ message: 'Recovered', context: 'stat card' })}
          value={money('recovered')}
          detail={t`Recorded by the case team`}
        />
        <StatCard
          icon={<Wallet />}
          label={t`Available for payout`}
          value={money('availableForPayout')}
          detail={t`After the fee on recovered funds`}
        />
      </div>
      {none ? null : (
        <p className="text-base text-muted-foreground">
          <Trans>
            Loss on cases where recovery help exists:{' '}
            <span className="font-medium text-foreground tabular-nums">{lossWithHelp}</span>. This is what was lost, not a
            forecast of what may come back.
          </Trans>
        </p>
      )}
    </div>
  );
}
