import type { DashboardSummary } from '@shared/dashboard/schema';
import { Card } from '@/components/ui/card';
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
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-xl font-semibold">Across the directory</h2>
      <dl className="flex flex-col gap-2">
        <Tile value={tiles.platformsInDirectory.toLocaleString('en-US')} label="Platforms in the directory" />
        <Tile value={tiles.reportsThisMonth.toLocaleString('en-US')} label="Reports this month" />
        <Tile value={formatRate(tiles.closedWithFundsRecoveredPercent)} label="Closed cases with funds recovered" />
      </dl>
    </Card>
  );
}
