import { Banknote, FileWarning, HandCoins, PiggyBank, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DashboardSummary } from '@shared/dashboard/schema';
import { formatMoney, formatThousands } from '@shared/format/money';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

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
      <p className="text-2xl font-semibold tabular-nums sm:text-3xl" data-stat={label}>
        {value}
      </p>
      <p className="text-sm text-muted-foreground">{detail}</p>
    </Card>
  );
}

/** The spec's stat cards: amounts in thousands with no decimals; the exact figure underneath. */
export function StatCards({ totals }: { totals: DashboardSummary['totals'] }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      <StatCard
        icon={<FileWarning />}
        label="Fraud reports"
        className="col-span-2 lg:col-span-1"
        value={String(totals.incidentCount)}
        detail="Reports tied to your e-mail"
      />
      <StatCard icon={<Banknote />} label="Total loss" value={formatThousands(totals.totalLoss)} detail={`Exactly ${formatMoney(totals.totalLoss)}`} />
      <StatCard icon={<PiggyBank />} label="Recovered" value={formatThousands(totals.recovered)} detail={`Exactly ${formatMoney(totals.recovered)}`} />
      <StatCard
        icon={<HandCoins />}
        label="Potentially recoverable"
        value={formatThousands(totals.potentiallyRecoverable)}
        detail="Loss on open cases where recovery help exists; not a forecast"
      />
      <StatCard
        icon={<Wallet />}
        label="Available for payout"
        value={formatThousands(totals.availableForPayout)}
        detail={`Exactly ${formatMoney(totals.availableForPayout)}, after the fee on recovered funds`}
      />
    </div>
  );
}
