import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { analyticsQuerySchema, type Analytics } from '@shared/analytics/schema';
import { DEFAULT_CURRENCY } from '@shared/money/currencies';
import { currencyLabel } from '@shared/money/currency-options';
import { toMinor } from '@shared/money/decimal';
import type { CurrencyTotal } from '@shared/money/format-money';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { readerLanguage } from '@/components/ui/reader-language';
import { ApiError, hasErrorCode } from '@/lib/api-client';
import { formatDate, formatDayOfMonth, formatMoney, formatMoneyTotals, formatMonth, formatNumber } from '@/lib/i18n/format';
import { SectionHeader } from '@/staff/components/section-header';
import { useSearchParam } from '@/staff/lib/use-search-param';
import { useAnalytics } from '../api/get-analytics';
import { ChartCard } from '../components/chart-card';

// The theme's own colours (src/web/styles.css), so the charts match the rest of the staff pages.
const INK = 'var(--color-primary)';
const GRID = 'var(--color-border)';
const axis = { fontSize: 12, fill: 'var(--color-muted-foreground)' };

// Weeks and months are calendar days the server counted in ('2024-01-01', '2024-01'), not moments:
// the formatters write them as those days, whatever the reader's or the organisation's time zone.
const weekLabel = (week: string) => formatDate(week);
const monthLabel = (month: string) => formatMonth(month);
const count = (n: number) => formatNumber(n);
// Issue 28: a table gives one figure per currency, never a sum across them.
const perCurrency = (figures: readonly CurrencyTotal[]) => formatMoneyTotals(figures);
const compactMoney = (currency: string) => (n: number) => formatNumber(n, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
/** A figure's exact amount in one currency, or none: what a chart's tooltip says. */
const amountIn = (figures: readonly CurrencyTotal[], currency: string) => figures.find((f) => f.currency === currency)?.amount ?? '0';
// A bar's length or a line's height only: every figure read out is the exact string, in the tables and tooltips.
const drawn = (amount: string) => Number(amount);
/** The currencies the range's money is in, USD first, then by code, as the server orders each figure. */
function currenciesOf(data: Analytics): string[] {
  const found = new Set([...data.lossByPlatformType.flatMap((r) => r.loss), ...data.recoveredPerMonth.flatMap((m) => m.recovered)].map((f) => f.currency));
  return [...found].sort((a, b) => Number(b === DEFAULT_CURRENCY) - Number(a === DEFAULT_CURRENCY) || a.localeCompare(b));
}
const days = (n: number) => plural(n, { one: '# day', other: '# days' });
const firstActionText = (median: number, incidents: number) => {
  const medianDays = days(median);
  return plural(incidents, {
    one: `Median ${medianDays} from a report to the first thing staff did with it, over # incident.`,
    other: `Median ${medianDays} from a report to the first thing staff did with it, over # incidents.`,
  });
};

/** /admin/analytics: charts counted from the records (D4, D10), each with its table; nothing invented. */
export default function AnalyticsPage() {
  const { t, i18n } = useLingui();
  const [search, setParam] = useSearchParam();
  const range = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  const checked = analyticsQuerySchema.safeParse({ from: range.from || undefined, to: range.to || undefined });
  const problems = checked.success ? {} : Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message]));
  // A range the server would refuse is not asked for: the last good answer stays on screen.
  const analytics = useAnalytics(range, { enabled: checked.success });
  const data = analytics.data;
  // "From" alone runs to today, which only the server checks; its message says what to change.
  const { error } = analytics;
  const refused = hasErrorCode(error, 'VALIDATION_FAILED') && error instanceof ApiError ? error.serverMessage : undefined;

  const from = data ? weekLabel(data.from) : '';
  const to = data ? weekLabel(data.to) : '';
  const incidents = t`Incidents`;
  const reportedLoss = t`Reported loss`;
  const monthReported = t`Month reported`;
  // The charts draw one currency at a time (amounts in two have no common scale); the tables give every one.
  const currencies = data ? currenciesOf(data) : [];
  const asked = search.get('currency') ?? '';
  const chartCurrency = currencies.includes(asked) ? asked : (currencies[0] ?? DEFAULT_CURRENCY);
  const language = readerLanguage(i18n.locale);
  return (
    <>
      <SectionHeader
        title={t`Analytics`}
        description={data ? t`Incidents reported from ${from} to ${to}, counted from the records.` : t`Charts counted from the records, for the dates you choose.`}
      />
      <div className="flex flex-wrap gap-3 pb-4">
        <div className="w-44">
          <FormField label={t`From`} error={problems.from}>
            <Input type="date" value={range.from} onChange={(e) => setParam('from', e.target.value)} />
          </FormField>
        </div>
        <div className="w-44">
          <FormField label={t`To`} error={problems.to}>
            <Input type="date" value={range.to} onChange={(e) => setParam('to', e.target.value)} />
          </FormField>
        </div>
        {currencies.length > 1 ? (
          <div className="w-64">
            <FormField label={t`Charts show amounts in`} hint={t`The tables give every currency.`}>
              <NativeSelect value={chartCurrency} onChange={(e) => setParam('currency', e.target.value)}>
                {currencies.map((c) => (
                  <option key={c} value={c}>
                    {currencyLabel(c, language)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
        ) : null}
      </div>
      {refused ? (
        <p role="alert" className="text-destructive">
          {refused}
        </p>
      ) : analytics.isError ? (
        <p className="text-destructive">
          <Trans>The analytics could not be loaded. Try Refresh All or reload the page.</Trans>
        </p>
      ) : !data ? (
        <p className="text-muted-foreground">
          <Trans>Loading analytics...</Trans>
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy={analytics.isFetching}>
          <ChartCard
            title={t`Incidents reported per week`}
            description={t`Every week of the range, weeks starting on Monday.`}
            isEmpty={data.incidentsPerWeek.every((w) => w.count === 0)}
            chart={
              <ResponsiveContainer>
                <BarChart accessibilityLayer={false} data={data.incidentsPerWeek} margin={{ left: -16, right: 8 }}>
                  <CartesianGrid stroke={GRID} vertical={false} />
                  <XAxis dataKey="week" tickFormatter={formatDayOfMonth} tick={axis} minTickGap={24} />
                  <YAxis allowDecimals={false} tick={axis} />
                  <Tooltip
                    labelFormatter={(w) => {
                      const week = weekLabel(String(w));
                      return t`Week of ${week}`;
                    }}
                    formatter={(v) => [count(Number(v)), incidents]}
                  />
                  <Bar dataKey="count" fill={INK} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            }
            columns={[{ header: t`Week of` }, { header: incidents, align: 'right' }]}
            rows={data.incidentsPerWeek.map((w) => [weekLabel(w.week), count(w.count)])}
          />
          <ChartCard
            title={t`Loss by platform type`}
            description={t`What victims reported losing, by the kind of platform: one figure per currency, never added across currencies.`}
            isEmpty={data.lossByPlatformType.length === 0}
            chart={
              <ResponsiveContainer>
                <BarChart
                  accessibilityLayer={false}
                  data={data.lossByPlatformType.map((r) => ({ type: r.type, exact: amountIn(r.loss, chartCurrency), value: drawn(amountIn(r.loss, chartCurrency)) }))}
                  layout="vertical"
                  margin={{ left: 8, right: 16 }}
                >
                  <CartesianGrid stroke={GRID} horizontal={false} />
                  <XAxis type="number" tickFormatter={compactMoney(chartCurrency)} tick={axis} />
                  <YAxis type="category" dataKey="type" width={130} tick={axis} />
                  <Tooltip formatter={(_v, _name, item) => [formatMoney(String(item.payload.exact), chartCurrency), reportedLoss]} />
                  <Bar dataKey="value" fill={INK} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            }
            columns={[{ header: t`Platform type` }, { header: incidents, align: 'right' }, { header: reportedLoss, align: 'right' }]}
            rows={data.lossByPlatformType.map((r) => [r.type, count(r.count), perCurrency(r.loss)])}
          />
          <ChartCard
            title={t`Status funnel`}
            description={t`Where the incidents reported in the range stand now.`}
            isEmpty={data.statusFunnel.every((s) => s.count === 0)}
            chart={
              <ResponsiveContainer>
                <BarChart accessibilityLayer={false} data={data.statusFunnel.map((s) => ({ ...s, label: formatStatusLabel(s.status) }))} layout="vertical" margin={{ left: 8, right: 16 }}>
                  <CartesianGrid stroke={GRID} horizontal={false} />
                  <XAxis type="number" allowDecimals={false} tick={axis} />
                  <YAxis type="category" dataKey="label" width={140} tick={axis} />
                  <Tooltip formatter={(v) => [count(Number(v)), incidents]} />
                  <Bar dataKey="count" fill={INK} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            }
            columns={[{ header: t`Status` }, { header: incidents, align: 'right' }]}
            rows={data.statusFunnel.map((s) => [formatStatusLabel(s.status), count(s.count)])}
          />
          <ChartCard
            title={t`Recovered over time`}
            description={t`Funds staff recorded as recovered so far, on the cases reported each month: one figure per currency, never added across currencies.`}
            isEmpty={data.recoveredPerMonth.every((m) => m.recovered.every((f) => toMinor(f.amount, f.currency) === 0n))}
            chart={
              <ResponsiveContainer>
                <LineChart
                  accessibilityLayer={false}
                  data={data.recoveredPerMonth.map((m) => ({ month: m.month, exact: amountIn(m.recovered, chartCurrency), value: drawn(amountIn(m.recovered, chartCurrency)) }))}
                  margin={{ left: 0, right: 16 }}
                >
                  <CartesianGrid stroke={GRID} vertical={false} />
                  <XAxis dataKey="month" tickFormatter={monthLabel} tick={axis} minTickGap={16} />
                  <YAxis tickFormatter={compactMoney(chartCurrency)} tick={axis} />
                  <Tooltip labelFormatter={(m) => monthLabel(String(m))} formatter={(_v, _name, item) => [formatMoney(String(item.payload.exact), chartCurrency), t`Recovered`]} />
                  <Line dataKey="value" stroke={INK} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
                </LineChart>
              </ResponsiveContainer>
            }
            columns={[{ header: monthReported }, { header: t`Recovered`, align: 'right' }]}
            rows={data.recoveredPerMonth.map((m) => [monthLabel(m.month), perCurrency(m.recovered)])}
          />
          <ChartCard
            title={t`Most-reported platforms`}
            description={t`The ten platforms named in the most incidents.`}
            isEmpty={data.topPlatforms.length === 0}
            chart={
              <ResponsiveContainer>
                <BarChart accessibilityLayer={false} data={data.topPlatforms} layout="vertical" margin={{ left: 8, right: 16 }}>
                  <CartesianGrid stroke={GRID} horizontal={false} />
                  <XAxis type="number" allowDecimals={false} tick={axis} />
                  <YAxis type="category" dataKey="name" width={130} tick={axis} />
                  <Tooltip formatter={(v) => [count(Number(v)), incidents]} />
                  <Bar dataKey="count" fill={INK} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            }
            columns={[{ header: t`Platform` }, { header: incidents, align: 'right' }, { header: reportedLoss, align: 'right' }]}
            rows={data.topPlatforms.map((p) => [p.name, count(p.count), perCurrency(p.loss)])}
          />
          <ChartCard
            title={t`Time to first staff action`}
            description={
              data.firstStaffAction.medianDays === null
                ? t`Median days from a report to the first thing staff did with it.`
                : firstActionText(data.firstStaffAction.medianDays, data.firstStaffAction.incidents)
            }
            isEmpty={data.firstStaffAction.perMonth.length === 0}
            chart={
              <ResponsiveContainer>
                <LineChart accessibilityLayer={false} data={data.firstStaffAction.perMonth} margin={{ left: -16, right: 16 }}>
                  <CartesianGrid stroke={GRID} vertical={false} />
                  <XAxis dataKey="month" tickFormatter={monthLabel} tick={axis} minTickGap={16} />
                  <YAxis tick={axis} />
                  <Tooltip labelFormatter={(m) => monthLabel(String(m))} formatter={(v) => [days(Number(v)), t`Median`]} />
                  <Line dataKey="medianDays" stroke={INK} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
                </LineChart>
              </ResponsiveContainer>
            }
            columns={[{ header: monthReported }, { header: t`Median`, align: 'right' }, { header: incidents, align: 'right' }]}
            rows={data.firstStaffAction.perMonth.map((m) => [monthLabel(m.month), days(m.medianDays), count(m.incidents)])}
          />
        </div>
      )}
    </>
  );
}
