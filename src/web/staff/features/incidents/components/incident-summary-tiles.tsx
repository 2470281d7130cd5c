import { useLingui } from '@lingui/react/macro';
import type { IncidentSummary } from '@shared/incidents/staff-schema';
import { formatMoneyTotals, formatNumber } from '@/lib/i18n/format';

/** The section's four tiles, counted by the server over every incident (not the page on screen). */
export function IncidentSummaryTiles({ summary, failed }: { summary: IncidentSummary | undefined; failed: boolean }) {
  const { t } = useLingui();
  const shown = (value: string | undefined) => (failed ? t`Unavailable` : (value ?? '…'));
  const count = (value: number | undefined) => shown(value === undefined ? undefined : formatNumber(value));
  const tiles = [
    { label: t`Open`, value: count(summary?.open) },
    { label: t`Investigating`, value: count(summary?.investigating) },
    { label: t`Resolved`, value: count(summary?.resolved) },
    // One figure per currency, never added across (issue 28): 'USD 12,000.00 · EUR 7,750.00'.
    { label: t`Total loss`, value: shown(summary ? formatMoneyTotals(summary.totalLoss) : undefined) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 py-3 lg:grid-cols-4 max-sm:flex max-sm:flex-wrap max-sm:gap-x-4 max-sm:gap-y-1" aria-busy={!summary && !failed}>
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-lg border border-border bg-card p-4 max-sm:flex max-sm:items-baseline max-sm:gap-1.5 max-sm:border-0 max-sm:bg-transparent max-sm:p-0">
          <dt className="text-sm text-muted-foreground">{tile.label}</dt>
          <dd className="mt-1 break-words text-xl font-semibold tabular-nums sm:text-2xl max-sm:mt-0 max-sm:text-base">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
