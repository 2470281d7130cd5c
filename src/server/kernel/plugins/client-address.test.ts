import { describe, expect, it } from 'vitest';
import { testAppForSuite } from '../../test/suite-app';
import { clientOf } from './client-address';

describe('clientOf', () => {
  it('keeps an IPv4 address whole and an IPv6 address by its /64', () => {
    expect(clientOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(clientOf('2001:0db8:00aa:00bb::9')).toBe('2001:db8:aa:bb::/64');
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});

describe('per-client request budgets', () => {
  const t = testAppForSuite({ worker: false, rateLimits: { searchPerClient: { max: 3, timeWindow: 60_000 }, searchPerEmail: { max: 1000, timeWindow: 60_000 } } });

  it('count one IPv6 /64 as one client, however many of its addresses ask', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const response = await t.app.inject({ url: `/api/search?email=p${i}%40example.org`, remoteAddress: `2001:db8:aa:bb::${i.toString(16)}` });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another /64 has its own budget.
    expect((await t.app.inject({ url: '/api/search?email=q%40example.org', remoteAddress: '2001:db8:aa:cc::1' })).statusCode).toBe(200);
  });
});
