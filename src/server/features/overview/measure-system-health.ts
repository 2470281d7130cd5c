import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SystemHealth } from '@shared/overview/schema';

const NOT_YET = 'Arrives with background jobs (issue 15)';

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
  const memory = process.memoryUsage();
  return {
    measuredAt: app.clock().toISOString(),
    database: { kind: app.database.kind, roundTripMs, ok: roundTripMs !== null },
    uptimeSeconds: Math.round(process.uptime()),
    memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal },
    requests: app.requestTiming.summary(),
    mailOutbox: { depth: null, note: NOT_YET },
    jobQueue: { depth: null, note: NOT_YET },
  };
}
