import { Trans, useLingui } from '@lingui/react/macro';
import type { DashboardSummary } from '@shared/dashboard/schema';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/i18n/format';
import { formatRate } from './recovery-progress-card';

function Tile({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-muted/60 px-4 py-3">
      <dt className="text-base text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** D4: the three tiles are counted from the directory, never fixed numbers. */
export function DirectoryTiles({ tiles }: { tiles: DashboardSummary['tiles'] }) {
  const { t } = useLingui();
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-xl font-semibold">
        <Trans>Across the directory</Trans>
      </h2>
      <dl className="flex flex-col gap-2">
        <Tile value={formatNumber(tiles.platformsInDirectory)} label={t`Platforms in the directory`} />
        <Tile value={formatNumber(tiles.reportsThisMonth)} label={t`Reports this month`} />
        <Tile value={formatRate(tiles.closedWithFundsRecoveredPercent)} label={t`Closed cases with funds recovered`} />
      </dl>
    </Card>
  );
}
