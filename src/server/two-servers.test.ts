import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './kernel/db/client';
import { getSettingValue, setSettingValue } from './features/settings/queries';
import { createTestApp, type TestApp } from './test/app';
import { createServerDatabase, testServerUrl } from './test/database';
import { createStaff, createVictim } from './test/fixtures';
import { waitUntil } from './test/wait-until';

const serverUrl = testServerUrl();

/**
 * Two servers on one PostgreSQL, as an organisation runs Haven once it grows: whichever server a
 * request reaches, the person is the same person, a budget is spent once, and a setting is the
 * same setting.
 */
describe.skipIf(!serverUrl)('two servers on one database', () => {
  let one: TestApp;
  let other: TestApp;
  let drop: () => Promise<void>;
  const rateLimits = { searchPerClient: { max: 6, timeWindow: 60_000 }, searchPerEmail: { max: 1000, timeWindow: 60_000 } };

  beforeAll(async () => {
    const created = await createServerDatabase(serverUrl!);
    drop = created.drop;
    const open = () => openDatabase({ kind: 'postgres', url: created.url, poolSize: 3 });
    one = await createTestApp({ worker: false, database: await open(), rateLimits });
    other = await createTestApp({ worker: false, database: await open(), rateLimits });
  });
  afterAll(async () => {
    await one?.close();
    await other?.close();
    await drop?.();
  });

  it('know the same victims and staff: a session made on one works on the other', async () => {
    const victim = await createVictim(one.app);
    expect((await other.app.inject({ url: '/api/dashboard', cookies: victim.cookies })).statusCode).toBe(200);
    const staff = await createStaff(one.app);
    expect((await other.app.inject({ url: '/api/admin/incidents', headers: staff.headers })).statusCode).toBe(200);
    await one.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: victim.cookies });
  });

  it('spend one budget between them, not one each', async () => {
    const ask = (app: TestApp, i: number) =>
      app.app.inject({ url: `/api/search?email=${encodeURIComponent(`person${i}@example.org`)}`, remoteAddress: '203.0.113.77' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await ask(i % 2 === 0 ? one : other, i)).statusCode);
    // Six searches per client in all: the seventh is refused whichever server it reaches.
    expect(statuses.slice(0, 6).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
  });

  it('see a settings change made on the other at once', async () => {
    // Read as every route reads it: through the server's cached copy (5 s).
    expect(await getSettingValue(other.app.db, 'search_disclosure')).toBe('public');
    await setSettingValue(one.app.db, 'search_disclosure', 'private');
    await waitUntil('the other server to use the new value', async () => (await getSettingValue(other.app.db, 'search_disclosure')) === 'private', 4000);
  });
});
