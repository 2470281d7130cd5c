import { describe, expect, it, vi } from 'vitest';
import { testAppForSuite } from '../../test/suite-app';
import * as counters from './postgres-rate-limit-store';

describe('budgets counted together', () => {
  const t = testAppForSuite({
    worker: false,
    rateLimits: { searchPerClient: { max: 3, timeWindow: 60_000 }, searchPerEmail: { max: 2, timeWindow: 60_000 } },
  });
  const onPostgres = () => t.app.database.kind === 'postgres';

  it('counts each key in its own window, in one statement', async ({ skip }) => {
    if (!onPostgres()) skip('the shared counters live in PostgreSQL; the embedded database counts in memory');
    const long = { key: `long-${Date.now()}`, timeWindow: 60_000 };
    const short = { key: `short-${Date.now()}`, timeWindow: 300 };
    expect((await counters.countInWindows(t.app.db, [long, short])).map((r) => r.current)).toEqual([1, 1]);
    const second = await counters.countInWindows(t.app.db, [short, long]);
    expect(second.map((r) => r.current)).toEqual([2, 2]);
    expect(second[0]!.ttl).toBeLessThanOrEqual(300);
    expect(second[1]!.ttl).toBeGreaterThan(300);
    await new Promise((resolve) => setTimeout(resolve, 350));
    // The short window has ended and starts again; the long one goes on counting.
    expect((await counters.countInWindows(t.app.db, [long, short])).map((r) => r.current)).toEqual([3, 1]);
  });

  it("a search pays one round trip for its client's and its address's budgets", async ({ skip }) => {
    if (!onPostgres()) skip('the shared counters live in PostgreSQL');
    const spy = vi.spyOn(counters, 'countInWindows');
    try {
      const search = () => t.app.inject({ url: '/api/search?email=together%40example.org', remoteAddress: '10.44.0.1' });
      expect((await search()).statusCode).toBe(200);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0]![1]).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers 429 from whichever budget runs out first, with the x-ratelimit headers of the client budget', async () => {
    const search = (email: string, from: string) => t.app.inject({ url: `/api/search?email=${encodeURIComponent(email)}`, remoteAddress: from });
    // The address's budget (2) runs out first, from two clients.
    const byAddress = [await search('counted@example.org', '10.45.0.1'), await search('counted@example.org', '10.45.0.2'), await search('counted@example.org', '10.45.0.3')];
    expect(byAddress.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect(Number(byAddress[2]!.headers['retry-after'])).toBeGreaterThan(0);
    // The client's budget (3) runs out first, over three addresses.
    const byClient = [];
    for (let i = 0; i < 4; i++) byClient.push(await search(`person${i}@example.org`, '10.46.0.1'));
    expect(byClient.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(byClient.map((r) => r.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
    expect(byClient[0]!.headers['x-ratelimit-limit']).toBe('3');
  });
});
