import { useQuery } from '@tanstack/react-query';
import type { StaffStats } from '@shared/overview/schema';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '../lib/staff-query-keys';

export function getStaffStats(): Promise<StaffStats> {
  return apiRequest<StaffStats>('/api/admin/stats');
}

const cards: { key: keyof StaffStats; label: string }[] = [
  { key: 'totalUsers', label: 'Total Users' },
  { key: 'totalIncidents', label: 'Fraud Incidents' },
  { key: 'totalMessages', label: 'Messages' },
  { key: 'totalDocuments', label: 'Documents' },
  { key: 'totalMoneyTrails', label: 'Money Trails' },
  { key: 'totalPayouts', label: 'Payout Requests' },
];

/**
 * One card's figure. Each card asks on its own (one shared request underneath, selected per card),
 * so a slow or failed count never blanks the others; a failure is logged and shows as '—'.
 */
function StatCard({ statKey, label }: { statKey: keyof StaffStats; label: string }) {
  const stat = useQuery({
    queryKey: staffKeys.stats,
    queryFn: async () => {
      try {
        return await getStaffStats();
      } catch (error) {
        console.error('The stat cards could not be loaded', error);
        throw error;
      }
    },
    select: (stats) => stats[statKey],
  });
  const value = stat.data === undefined ? (stat.isPending && !stat.isError ? '…' : '—') : stat.data.toLocaleString('en-US');
  return (
    <div className="rounded-lg border border-border bg-card px-4 py-3" aria-busy={stat.isPending && !stat.isError}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{stat.isError && stat.data === undefined ? <span aria-label="Not available">—</span> : value}</dd>
    </div>
  );
}

/** The six stat cards of the staff header. */
export function StatCards() {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" aria-label="Platform totals">
      {cards.map((card) => (
        <StatCard key={card.key} statKey={card.key} label={card.label} />
      ))}
    </dl>
  );
}
