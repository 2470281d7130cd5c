import type { MoneyTrailSummary } from '@shared/money-trails/staff-schema';
import { formatTrailAmount } from '@shared/money-trails/amount';

/** The spec's tiles; the total amount is one figure per currency (D16), never a sum across them. */
export function MoneyTrailTiles({ summary, failed }: { summary: MoneyTrailSummary | undefined; failed: boolean }) {
  const shown = (value: number | undefined) => (failed ? 'Unavailable' : value === undefined ? '…' : value.toLocaleString('en-US'));
  const amounts = failed ? ['Unavailable'] : !summary ? ['…'] : summary.amounts.length === 0 ? ['None yet'] : summary.amounts.map((a) => formatTrailAmount(a.amount, a.currency));
  const tiles = [
    { label: 'Total', value: [shown(summary?.total)] },
    { label: 'Suspicious', value: [shown(summary?.suspicious)] },
    { label: 'Recovered', value: [shown(summary?.recovered)] },
    { label: 'Total amount', value: amounts },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 py-3 lg:grid-cols-4" aria-busy={!summary && !failed}>
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-lg border border-border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{tile.label}</dt>
          {tile.value.map((line) => (
            <dd key={line} className="mt-1 break-words text-xl font-semibold tabular-nums sm:text-2xl">
              {line}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
