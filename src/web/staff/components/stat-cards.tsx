import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatNumber } from '@/lib/i18n/format';
import type { StaffStats } from '@shared/overview/schema';
import { useStaffStat } from './use-staff-stats';

const cards: { key: keyof StaffStats; label: MessageDescriptor }[] = [
  { key: 'totalUsers', label: msg`Total Users` },
  { key: 'totalIncidents', label: msg`Fraud Incidents` },
  { key: 'totalMessages', label: msg`Messages` },
  { key: 'totalDocuments', label: msg`Documents` },
  { key: 'totalMoneyTrails', label: msg`Money Trails` },
  { key: 'totalPayouts', label: msg`Payout Requests` },
];

/** One card's figure; a count that failed shows as '—'. */
function StatCard({ statKey, label }: { statKey: keyof StaffStats; label: string }) {
  const { t } = useLingui();
  const stat = useStaffStat(statKey);
  const value = stat.data === undefined ? (stat.isPending && !stat.isError ? '…' : '—') : formatNumber(stat.data);
  return (
    <div className="rounded-lg border border-border bg-card px-4 py-3 max-sm:flex max-sm:items-baseline max-sm:gap-1.5 max-sm:border-0 max-sm:bg-transparent max-sm:p-0" aria-busy={stat.isPending && !stat.isError}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums max-sm:text-base">{stat.isError && stat.data === undefined ? <span aria-label={t`Not available`}>—</span> : value}</dd>
    </div>
  );
}

/** The six stat cards of the staff header. */
export function StatCards() {
  const { t, i18n } = useLingui();
  return (
    // On a phone the six figures are one compact run of words, so the work below them is in sight.
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6 max-sm:flex max-sm:flex-wrap max-sm:gap-x-4 max-sm:gap-y-1" aria-label={t`Platform totals`}>
      {cards.map((card) => (
        <StatCard key={card.key} statKey={card.key} label={i18n._(card.label)} />
      ))}
    </dl>
  );
}
