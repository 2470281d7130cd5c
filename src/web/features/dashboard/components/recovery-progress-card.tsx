import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { DashboardSummary } from '@shared/dashboard/schema';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney, formatNumber } from '@/lib/i18n/format';

/** Success rate = recovered / total loss x 100, one decimal, from the server; 'N/A' when there is no loss. */
export function formatRate(rate: number | null): string {
  return rate === null ? t`N/A` : formatNumber(rate / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function RecoveryProgressCard({ summary }: { summary: DashboardSummary }) {
  const rate = summary.successRate;
  const width = rate === null ? 0 : Math.min(100, Math.max(0, rate));
  const several = summary.totals.byCurrency.length > 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Recovery Progress</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Money actually recovered, as a share of everything you lost.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-2">
          <span id="success-rate-label" className="text-base font-medium">
            <Trans>Success rate</Trans>
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
        {several ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Your cases are in several currencies, so each has its own rate:</Trans>
          </p>
        ) : null}
        {summary.totals.byCurrency.map((total) => {
          const recovered = formatMoney(total.recovered, total.currency);
          const lost = formatMoney(total.totalLoss, total.currency);
          const rateOfCurrency = formatRate(total.successRate);
          return (
            <p key={total.currency} className="text-base text-muted-foreground">
              {several ? (
                <Trans>
                  {recovered} recovered of {lost} lost ({rateOfCurrency}).
                </Trans>
              ) : (
                <Trans>
                  {recovered} recovered of {lost} lost.
                </Trans>
              )}
            </p>
          );
        })}
      </CardContent>
    </Card>
  );
}
