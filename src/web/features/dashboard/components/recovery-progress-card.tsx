import type { DashboardSummary } from '@shared/dashboard/schema';
import { formatMoney } from '@shared/money/format-money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Success rate = recovered / total loss x 100, one decimal, from the server; 'N/A' when there is no loss. */
export function formatRate(rate: number | null): string {
  return rate === null ? 'N/A' : `${rate.toFixed(1)}%`;
}

export function RecoveryProgressCard({ summary }: { summary: DashboardSummary }) {
  const rate = summary.successRate;
  const width = rate === null ? 0 : Math.min(100, Math.max(0, rate));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recovery Progress</CardTitle>
        <CardDescription>Money actually recovered, as a share of everything you lost.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-2">
          <span id="success-rate-label" className="text-base font-medium">
            Success rate
          </span>
          <span className="text-3xl font-semibold tabular-nums">{formatRate(rate)}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="success-rate-label"
          aria-valuenow={rate ?? undefined}
          aria-valuetext={formatRate(rate)}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-3 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-success" style={{ width: `${width}%` }} />
        </div>
        {/* Issue 28: a rate across currencies would add euros to dollars; each currency has its own. */}
        {summary.totals.byCurrency.length > 1 ? (
          <p className="text-sm text-muted-foreground">Your cases are in several currencies, so each has its own rate:</p>
        ) : null}
        {summary.totals.byCurrency.map((t) => (
          <p key={t.currency} className="text-base text-muted-foreground">
            {formatMoney(t.recovered, t.currency)} recovered of {formatMoney(t.totalLoss, t.currency)} lost
            {summary.totals.byCurrency.length > 1 ? ` (${formatRate(t.successRate)})` : ''}.
          </p>
        ))}
      </CardContent>
    </Card>
  );
}
