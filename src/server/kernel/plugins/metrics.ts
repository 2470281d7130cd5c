import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { selectRows } from '../db/select-rows';

const signInRoutes: Record<string, string> = { '/api/auth/login': 'victim', '/api/admin/login': 'staff' };

/** A query shared by the gauges that ask for it during one scrape, and asked afresh at the next. */
function oncePerScrape<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().finally(() => setImmediate(() => (pending = null)));
    return pending;
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Figures for an operator's Prometheus, at /metrics, only to `Authorization: Bearer $METRICS_TOKEN`
 * (unset: /metrics answers 404 like any unknown path). They say how the server is doing, never who
 * uses it: routes are their patterns (`/api/admin/incidents/:id`), never the ids or e-mails in a URL.
 */
export function registerMetrics(app: FastifyInstance): void {
  const token = app.config.metricsToken;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requestDuration = new Histogram({
    name: 'haven_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'haven_http_server_errors_total',
    help: 'Answers with a 5xx status, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'haven_sign_in_failures_total',
    help: 'Sign-ins refused (wrong credentials or slowed down), by audience',
    labelNames: ['audience', 'status'] as const,
    registers: [registry],
  });

  // Two figures each from one query, read once per scrape: both gauges of a pair ask at once.
  const outbox = oncePerScrape(() =>
    selectRows<{ queued: number; sending: number; oldest: number | null }>(
      app.db,
      sql`select count(*) filter (where status = 'queued')::int as queued, count(*) filter (where status = 'sending')::int as sending,
                 extract(epoch from now() - min(created_at))::float8 as oldest
          from mail_outbox where status in ('queued', 'sending')`,
    ).then(([row]) => row ?? { queued: 0, sending: 0, oldest: null }),
  );
  const jobQueues = oncePerScrape(() =>
    selectRows<{ name: string; seconds: number | null; waiting: number }>(
      app.db,
      sql`select name, extract(epoch from now() - min(start_after))::float8 as seconds, count(*)::int as waiting
          from pgboss.job where state in ('created', 'retry') and start_after <= now() group by name`,
    ),
  );

  new Gauge({
    name: 'haven_mail_outbox_waiting',
    help: 'Mails in the outbox not yet sent, by status (queued, sending)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const row = await outbox();
      this.set({ status: 'queued' }, row.queued);
      this.set({ status: 'sending' }, row.sending);
    },
  });
  new Gauge({
    name: 'haven_mail_outbox_oldest_wait_seconds',
    help: 'How long the oldest unsent mail has waited',
    registers: [registry],
    async collect() {
      this.set((await outbox()).oldest ?? 0);
    },
  });
  new Gauge({
    name: 'haven_job_queue_lag_seconds',
    help: 'How long the oldest job due to run has waited for a worker, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobQueues()) this.set({ queue: row.name }, row.seconds ?? 0);
    },
  });
  new Gauge({
    name: 'haven_job_queue_waiting',
    help: 'Jobs due to run and not yet taken, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobQueues()) this.set({ queue: row.name }, row.waiting);
    },
  });
  const { pool } = app.database;
  if (pool) {
    // PostgreSQL's own view of this process's connections (postgres.js keeps its queue to itself):
    // active ones are in use; a pool whose active count stays at its size makes queries wait.
    const connections = oncePerScrape(() =>
      selectRows<{ state: string | null; n: number }>(
        app.db,
        sql`select state, count(*)::int as n from pg_stat_activity where application_name = ${pool.applicationName} and pid <> pg_backend_pid() group by state`,
      ),
    );
    new Gauge({
      name: 'haven_db_pool_connections',
      help: "This process's database connections by state (active: in use; idle; idle in transaction), from pg_stat_activity",
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const state of ['active', 'idle', 'idle in transaction']) this.set({ state }, 0);
        for (const row of await connections()) this.set({ state: row.state ?? 'unknown' }, row.n);
      },
    });
    new Gauge({
      name: 'haven_db_pool_size',
      help: 'Connections the process may open to the database at most',
      registers: [registry],
      collect() {
        this.set(pool.size);
      },
    });
  }
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requestDuration.observe({ method: request.method, route, status: String(status) }, reply.elapsedTime / 1000);
    if (status >= 500) serverErrors.inc({ route });
    const audience = signInRoutes[route];
    if (audience && (status === 401 || status === 429)) signInFailures.inc({ audience, status: String(status) });
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    if (!given || !sameToken(given, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ code: 'SIGN_IN_REQUIRED', message: 'This needs the metrics token' });
    }
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
}
