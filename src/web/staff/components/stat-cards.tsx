import type { StaffStats } from '@shared/overview/schema';
import { useStaffStat } from './use-staff-stats';

const cards: { key: keyof StaffStats; label: string }[] = [
  { key: 'totalUsers', label: 'Total Users' },
  { key: 'totalIncidents', label: 'Fraud Incidents' },
  { key: 'totalMessages', label: 'Messages' },
  { key: 'totalDocuments', label: 'Documents' },
  { key: 'totalMoneyTrails', label: 'Money Trails' },
  { key: 'totalPayouts', label: 'Payout Requests' },
];

/** One card's figure; a count that failed shows as '—'. */
function StatCard({ statKey, label }: { statKey: keyof StaffStats; label: string }) {
  const stat = useStaffStat(statKey);
  const value = stat.data === undefined ? (stat.isPending && !stat.isError ? '…' : '—') : stat.data.toLocaleString('en-US');
  return (
    <div className="rounded-lg border border-border bg-card px-4 py-3 max-sm:flex max-sm:items-baseline max-sm:gap-1.5 max-sm:border-0 max-sm:bg-transparent max-sm:p-0" aria-busy={stat.isPending && !stat.isError}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums max-sm:text-base">{stat.isError && stat.data === undefined ? <span aria-label="Not available">—</span> : value}</dd>
    </div>
  );
}

/** The six stat cards of the staff header. */
export function StatCards() {
  return (
    // On a phone the six figures are one compact run of words, so the work below them is in sight.
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6 max-sm:flex max-sm:flex-wrap max-sm:gap-x-4 max-sm:gap-y-1" aria-label="Platform totals">
      {cards.map((card) => (
        <StatCard key={card.key} statKey={card.key} label={card.label} />
      ))}
    </dl>
  );
}
