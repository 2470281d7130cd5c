import type { ReactNode } from 'react';
import { formatDateTime } from '@shared/format/dates';
import { formatMegabytes } from '@shared/format/file-size';
import { useSystemHealth } from '../api/get-system-health';
import { formatMs, formatUptime } from './format-health';

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
  const health = useSystemHealth();
  const unavailable = <p className="text-muted-foreground">{health.isPending ? 'Loading…' : 'Figures could not be loaded.'}</p>;
  const data = health.data;
  const measured = data && <p className="mt-3 text-sm text-muted-foreground">Measured {formatDateTime(data.measuredAt)}</p>;
  return (
    <>
      <Panel id="system-health-heading" title="System health">
        {data ? (
          <>
            <Figures
              rows={[
                ['Database round trip', data.database.roundTripMs === null ? 'Not answering' : formatMs(data.database.roundTripMs)],
                ['Uptime', formatUptime(data.uptimeSeconds)],
                ['Memory in use', formatMegabytes(data.memory.rssBytes)],
                ['Heap', `${formatMegabytes(data.memory.heapUsedBytes)} of ${formatMegabytes(data.memory.heapTotalBytes)}`],
                ['Mail waiting', data.mailOutbox.depth === null ? 'Could not be counted' : data.mailOutbox.depth.toLocaleString('en-US')],
                ['Jobs waiting', data.jobQueue.depth === null ? 'Could not be counted' : data.jobQueue.depth.toLocaleString('en-US')],
              ]}
            />
            {measured}
          </>
        ) : (
          unavailable
        )}
      </Panel>
      <Panel id="performance-heading" title="Performance">
        {data ? (
          <>
            <p className="mb-2 text-sm text-muted-foreground">Last {data.requests.windowMinutes} minutes, measured by this server</p>
            <Figures
              rows={[
                ['Requests', data.requests.requestCount.toLocaleString('en-US')],
                ['Median (p50)', formatMs(data.requests.p50Ms)],
                ['Slowest 1% (p99)', formatMs(data.requests.p99Ms)],
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
