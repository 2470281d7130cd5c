import { useLingui } from '@lingui/react/macro';
import type { MoneyTrailSummary } from '@shared/money-trails/staff-schema';
import { formatMoney, formatNumber } from '@/lib/i18n/format';

/** The spec's tiles; the total amount is one figure per currency (D16), never a sum across them. */
export function MoneyTrailTiles({ summary, failed }: { summary: MoneyTrailSummary | undefined; failed: boolean }) {
  const { t } = useLingui();
  const shown = (value: number | undefined) => (failed ? t`Unavailable` : value === undefined ? '…' : formatNumber(value));
  const amounts = failed
    ? [t`Unavailable`]
    : !summary
      ? ['…']
      : summary.amounts.length === 0
        ? [t`None yet`]
        : summary.amounts.map((a) => formatMoney(a.amount, a.currency));
  const tiles = [
    { label: t`Total`, value: [shown(summary?.total)] },
    { label: t`Suspicious`, value: [shown(summary?.suspicious)] },
    { label: t`Recovered`, value: [shown(summary?.recovered)] },
    { label: t`Total amount`, value: amounts },
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
