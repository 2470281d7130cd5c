import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SystemHealth } from '@shared/overview/schema';
import { selectRows } from '../../kernel/db/select-rows';

/**
 * Mail waiting in the outbox and jobs waiting in pg-boss's queues (created or due for a retry),
 * or null when the database does not answer.
 */
async function queueDepths(app: Pick<FastifyInstance, 'db' | 'log'>): Promise<{ mail: number | null; jobs: number | null }> {
  try {
    const [row] = await selectRows<{ mail: number; jobs: number }>(
      app.db,
      sql`select (select count(*) from mail_outbox where status in ('queued', 'sending'))::int as mail,
                 (select count(*) from pgboss.job where state in ('created', 'retry', 'active'))::int as jobs`,
    );
    return { mail: Number(row?.mail ?? 0), jobs: Number(row?.jobs ?? 0) };
  } catch (error) {
    app.log.warn({ err: error }, 'system health: the queues could not be counted');
    return { mail: null, jobs: null };
  }
}

/** Times one trivial query now: the database's round trip as this server sees it. */
async function databaseRoundTrip(app: Pick<FastifyInstance, 'db' | 'log'>): Promise<number | null> {
  const started = performance.now();
  try {
    await app.db.execute(sql`select 1`);
  } catch (error) {
    app.log.warn({ err: error }, 'system health: the database did not answer');
    return null;
  }
  return Math.round((performance.now() - started) * 100) / 100;
}

/** The overview's health and performance panels, measured on each call (D4). */
export async function measureSystemHealth(
  app: Pick<FastifyInstance, 'db' | 'log' | 'database' | 'requestTiming' | 'clock'>,
): Promise<SystemHealth> {
  const roundTripMs = await databaseRoundTrip(app);
  const depths = await queueDepths(app);
  const memory = process.memoryUsage();
  return {
    measuredAt: app.clock().toISOString(),
    database: { kind: app.database.kind, roundTripMs, ok: roundTripMs !== null },
    uptimeSeconds: Math.round(process.uptime()),
    memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal },
    requests: app.requestTiming.summary(),
    mailOutbox: { depth: depths.mail },
    jobQueue: { depth: depths.jobs },
  };
}
