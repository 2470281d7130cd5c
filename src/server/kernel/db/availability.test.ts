import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createServerDatabase, testServerUrl } from '../../test/database';
import { startTcpProxy, throughProxy, type TcpProxy } from '../../test/tcp-proxy';
import { waitUntil } from '../../test/wait-until';
import { alwaysAvailable, isConnectionError, watchAvailability, type DatabaseAvailability } from './availability';
import { openDatabase, type Database } from './client';

describe('isConnectionError', () => {
  it('knows the driver, network and server codes of an unreachable database, also as a cause', () => {
    expect(isConnectionError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionError(new Error('Failed query', { cause: Object.assign(new Error('gone'), { code: 'CONNECTION_CLOSED' }) }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('admin shutdown'), { code: '57P01' }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isConnectionError(new Error('plain'))).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });
});

describe('watchAvailability', () => {
  it('decides nothing on a deadline the process was too busy to keep, and still on one it kept', async () => {
    const watch = watchAvailability({ probe: () => new Promise(() => {}), closeProbe: async () => {}, intervalMs: 60_000, deadlineMs: 50 });
    try {
      const busy = watch.check();
      // The event loop held for four deadlines: the probe's timer fires late, its miss proves nothing.
      const until = Date.now() + 200;
      while (Date.now() < until);
      expect(await busy).toBe(true);
      expect(watch.isDown()).toBe(false);
      // Kept on time, the same silence is an outage.
      expect(await watch.check()).toBe(false);
      expect(watch.isDown()).toBe(true);
    } finally {
      await watch.stop();
    }
  });

  it('calls the database down when the probe does not answer within its deadline, and up when it does', async () => {
    let answer: 'hang' | 'ok' = 'hang';
    const watch = watchAvailability({
      probe: () => (answer === 'ok' ? Promise.resolve() : new Promise(() => {})),
      closeProbe: async () => {},
      intervalMs: 60_000,
      deadlineMs: 50,
    });
    try {
      expect(watch.isDown()).toBe(false);
      expect(await watch.check()).toBe(false);
      expect(watch.isDown()).toBe(true);
      answer = 'ok';
      expect(await watch.check()).toBe(true);
      expect(watch.isDown()).toBe(false);
      watch.reportFailure(new Error('a constraint, not an outage'));
      expect(watch.isDown()).toBe(false);
      watch.reportFailure(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));
      expect(watch.isDown()).toBe(true);
    } finally {
      await watch.stop();
    }
  });
});

describe('requests while the database is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
  });
  afterAll(async () => {
    t.app.database.availability = alwaysAvailable;
    await t?.close();
  });

  it('are answered 503 with Retry-After at once; the process health check still answers', async () => {
    const down: DatabaseAvailability = { ...alwaysAvailable, isDown: () => true, check: async () => false };
    t.app.database.availability = down;
    for (const url of ['/api/ready', '/api/dashboard', '/api/admin/incidents']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
    }
    const search = await t.app.inject({ url: '/api/search?email=a%40example.org' });
    expect(search.statusCode).toBe(503);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    t.app.database.availability = alwaysAvailable;
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });
});

const serverUrl = testServerUrl();

describe.skipIf(!serverUrl)('a PostgreSQL server that stops answering', () => {
  let proxy: TcpProxy;
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createServerDatabase(serverUrl!);
    drop = created.drop;
    const target = new URL(created.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = await openDatabase({ kind: 'postgres', url: throughProxy(created.url, proxy), poolSize: 2 });
  });
  afterAll(async () => {
    proxy?.restore();
    await database?.close();
    await proxy?.close();
    await drop?.();
  });

  it('is known to be down within about two seconds, and up again once it answers', async () => {
    await database.ping();
    expect(database.availability.isDown()).toBe(false);
    proxy.blackhole();
    const started = performance.now();
    // The probe's own deadline bounds the answer whatever the network does.
    expect(await database.availability.check()).toBe(false);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(database.availability.isDown()).toBe(true);
    proxy.restore();
    await waitUntil('the database to be up again', async () => !database.availability.isDown(), 20_000);
    await database.ping();
  }, 60_000);

  it('is known to be down at once when a query loses its connection', async () => {
    await database.ping();
    proxy.cutAll();
    const failure = await database.ping().then(() => null, (error: unknown) => error);
    expect(isConnectionError(failure)).toBe(true);
    database.availability.reportFailure(failure);
    expect(database.availability.isDown()).toBe(true);
    proxy.restore();
    await waitUntil('the database to be up again', async () => !database.availability.isDown(), 20_000);
    await database.ping();
  }, 60_000);
});
