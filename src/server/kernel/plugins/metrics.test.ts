import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp, type TestApp } from '../../test/app';

const token = 'metrics-token-for-the-test-0123';

describe('/metrics', () => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false, env: { METRICS_TOKEN: token } });
    off = await createTestApp({ worker: false });
  });
  afterAll(async () => {
    await t?.close();
    await off?.close();
  });

  it('is off without METRICS_TOKEN and refuses a wrong or missing token', async () => {
    expect((await off.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}x` } })).statusCode).toBe(401);
  });

  it('counts requests by route pattern, sign-in failures, the outbox and the event loop', async () => {
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.org', password: 'wrong-password-here' } });
    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(/haven_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1/);
    expect(text).toMatch(/haven_sign_in_failures_total\{audience="victim",status="401"\} 1/);
    expect(text).toMatch(/haven_mail_outbox_waiting\{status="queued"\} \d+/);
    expect(text).toMatch(/haven_mail_outbox_oldest_wait_seconds \d/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds/);
    expect(text).toMatch(/nodejs_heap_size_used_bytes/);
    // Route patterns only: no e-mail or id from a URL reaches the figures.
    expect(text).not.toMatch(/nobody@example\.org/);
  });

  it("says how many of the process's database connections are in use, on PostgreSQL", async () => {
    const scrape = async () => (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).body;
    if (t.app.database.kind === 'pglite') {
      // PGlite runs in the process: there is no pool to watch.
      expect(await scrape()).not.toMatch(/haven_db_pool/);
      return;
    }
    // A transaction held open: its connection is this process's, and PostgreSQL sees it busy.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const transaction = t.app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      inside();
      await held;
    });
    await entered;
    try {
      const text = await scrape();
      expect(text).toMatch(/haven_db_pool_size 5/); // the test databases' pool (test/database.ts)
      expect(Number(/haven_db_pool_connections\{state="idle in transaction"\} (\d+)/.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    } finally {
      release();
      await transaction;
    }
    expect(await scrape()).toMatch(/haven_db_pool_connections\{state="idle in transaction"\} 0/);
  });

  it('gives every answer a request id, and a server failure names it in its body', async () => {
    const failing = await buildTestApp({ worker: false });
    try {
      failing.app.get('/api/test-failure', { config: { access: 'public' } }, async () => {
        throw new Error('boom');
      });
      await failing.app.ready();
      const health = await failing.app.inject({ url: '/api/health' });
      expect(health.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
      const failed = await failing.app.inject({ url: '/api/test-failure' });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ code: 'INTERNAL', message: expect.any(String), requestId: failed.headers['x-request-id'] });
    } finally {
      await failing.close();
    }
  });
});
