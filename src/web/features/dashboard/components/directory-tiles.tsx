import type { DashboardSummary } from '@shared/dashboard/schema';
import { Card } from '@/components/ui/card';
import { formatRate } from './recovery-progress-card';

function Tile({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col rounded-lg bg-muted/60 p-4 text-center">
      <span className="text-2xl font-semibold tabular-nums">{value}</span>
      <span className="text-sm text-muted-foreground">{label}</span>
    </div>
  );
}

/** D4: the three tiles are counted from the directory, never fixed numbers. */
export function DirectoryTiles({ tiles }: { tiles: DashboardSummary['tiles'] }) {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-xl font-semibold">Across the directory</h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
        <Tile value={tiles.platformsInDirectory.toLocaleString('en-US')} label="Platforms in the directory" />
        <Tile value={tiles.reportsThisMonth.toLocaleString('en-US')} label="Reports this month" />
        <Tile value={formatRate(tiles.closedWithFundsRecoveredPercent)} label="Closed cases with funds recovered" />
      </div>
    </Card>
  );
}
