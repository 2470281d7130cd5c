import { Trans, useLingui } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { formatDateTime, formatNumber } from '@/lib/i18n/format';
import { useSystemHealth } from '../api/get-system-health';
import { formatMs, formatUptime } from './format-health';

const formatMegabytes = (bytes: number) => {
  const mb = formatNumber(bytes / (1024 * 1024), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return t`${mb} MB`;
};

function Figures({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-card p-4">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * System health and performance, measured by the server on each call and asked for every 30 s
 * while the page is visible (D4: live figures, never the spec's constants).
 */
export function HealthPanels() {
  const { t } = useLingui();
  const health = useSystemHealth();
  const unavailable = <p className="text-muted-foreground">{health.isPending ? t`Loading…` : t`Figures could not be loaded.`}</p>;
  const data = health.data;
  const heapUsed = data ? formatMegabytes(data.memory.heapUsedBytes) : '';
  const heapTotal = data ? formatMegabytes(data.memory.heapTotalBytes) : '';
  const windowMinutes = data?.requests.windowMinutes ?? 0;
  const measuredAt = data ? formatDateTime(data.measuredAt) : '';
  const measured = data && <p className="mt-3 text-sm text-muted-foreground">{t`Measured ${measuredAt}`}</p>;
  return (
    <>
      <Panel id="system-health-heading" title={t`System health`}>
        {data ? (
          <>
            <Figures
              rows={[
                [t`Database round trip`, data.database.roundTripMs === null ? t`Not answering` : formatMs(data.database.roundTripMs)],
                [t`Uptime`, formatUptime(data.uptimeSeconds)],
                [t`Memory in use`, formatMegabytes(data.memory.rssBytes)],
                [t`Heap`, t`${heapUsed} of ${heapTotal}`],
                [t`Mail waiting`, data.mailOutbox.depth === null ? t`Could not be counted` : formatNumber(data.mailOutbox.depth)],
                [t`Jobs waiting`, data.jobQueue.depth === null ? t`Could not be counted` : formatNumber(data.jobQueue.depth)],
              ]}
            />
            {measured}
          </>
        ) : (
          unavailable
        )}
      </Panel>
      <Panel id="performance-heading" title={t`Performance`}>
        {data ? (
          <>
            <p className="mb-2 text-sm text-muted-foreground">
              <Trans>Last {windowMinutes} minutes, measured by this server</Trans>
            </p>
            <Figures
              rows={[
                [t`Requests`, formatNumber(data.requests.requestCount)],
                [t`Median (p50)`, formatMs(data.requests.p50Ms)],
                [t`Slowest 1% (p99)`, formatMs(data.requests.p99Ms)],
              ]}
            />
          </>
        ) : (
          unavailable
        )}
      </Panel>
    </>
  );
}
