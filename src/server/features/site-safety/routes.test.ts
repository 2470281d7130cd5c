import { createServer, type Server } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FraudType } from '@shared/incidents/fraud-types';
import type { KnownScam } from '@shared/site-safety/schema';
import { fraudIncidents, platforms, scamSiteDecisions, websiteSafetyChecks } from '../../kernel/db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { withTestApp } from '../../test/suite-app';
import type * as SystemNetwork from './network/system-network';
import { INTERNAL_ADDRESS_MESSAGE } from './normalize-url';
import type { CertificateTarget } from './network/types';

// The app builds its network layer with createSystemNetwork(); here it gets one that never leaves
// this machine. DNS answers come from a table (unknown names fail like an offline resolver). The
// certificate connector is the REAL one for loopback addresses, so if the checker ever tried to
// connect to 127.0.0.1 the test listener below would see it; for public addresses it is faked.
const fake = vi.hoisted(() => ({
  dns: new Map<string, string[]>(),
  certificateTargets: [] as Array<{ address: string; port: number; servername: string | null }>,
  registeredAt: null as Date | null,
}));
vi.mock('./network/system-network', async (importOriginal) => {
  const real = await importOriginal<typeof SystemNetwork>();
  return {
    ...real,
    createSystemNetwork: () => ({
      resolve: async (hostname: string) => {
        const addresses = fake.dns.get(hostname);
        if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
        return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
      },
      fetchCertificate: async (target: CertificateTarget, signal: AbortSignal) => {
        fake.certificateTargets.push(target);
        if (target.address.startsWith('127.')) return real.fetchCertificate(target, signal);
        return { authorized: true, authorizationError: null, issuer: 'Test CA', validFrom: new Date('2025-01-01'), validTo: new Date('2099-01-01') };
      },
      fetchRegistrationDate: async () => {
        if (!fake.registeredAt) throw new Error('getaddrinfo ENOTFOUND rdap.org');
        return fake.registeredAt;
      },
    }),
  };
});

let t: TestApp;
let listener: Server;
let port = 0;
let connections = 0;
beforeAll(async () => {
  t = await createTestApp();
  listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as { port: number }).port;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  await t.close();
}, 60_000);
beforeEach(() => {
  fake.dns.clear();
  fake.certificateTargets.length = 0;
  fake.registeredAt = null;
});

// `from`: another client address, for tests that would otherwise use up the per-minute budget.
const check = (url: unknown, from?: string) =>
  t.app.inject({ method: 'POST', url: '/api/check-website-safety', payload: { url }, ...(from ? { remoteAddress: from } : {}) });

describe('POST /api/check-website-safety: validation', () => {
  it.each([
    ['', 'Please enter a website URL to check'],
    ['   ', 'Please enter a website URL to check'],
    ['ftp://example.com/', 'Only http:// and https:// websites can be checked'],
    ['https://victim:hunter2@example.com/', 'Please remove the user name and password from the URL: the checker never uses credentials'],
    ['https://not a site', 'Please enter a valid website URL (e.g., example.com)'],
  ])('answers 400 for %j', async (url, message) => {
    const res = await check(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('answers 400 without a url field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/check-website-safety', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please enter a website URL to check');
  });
});

describe('POST /api/check-website-safety: internal addresses', () => {
  it('never connects to loopback, whether given as an address or a name', async () => {
    fake.dns.set('loopback-alias.example.com', ['127.0.0.1']);
    fake.dns.set('mixed.example.com', ['93.184.215.14', '127.0.0.1']);
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `https://127.0.0.1:${port}/`,
      `https://localhost:${port}/`,
      `https://[::ffff:127.0.0.1]:${port}/`,
      `https://loopback-alias.example.com:${port}/`,
      `https://mixed.example.com:${port}/`,
    ]) {
      const res = await check(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/private or internal network/);
    }
    await new Promise((r) => setTimeout(r, 100));
    expect(connections).toBe(0);
    expect(fake.certificateTargets).toEqual([]);
    const [{ n }] = (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(websiteSafetyChecks)) as [{ n: number }];
    expect(n).toBe(0);
  });

  // IPv4-compatible (::/96) and SIIT (::ffff:0:0/96) spellings of loopback and a documentation
  // address: no connection follows, but without the guard they were scored, cached and listed.
  it('refuses IPv6 spellings of non-public addresses and keeps no trace of them', async () => {
    const urls = ['http://[::127.0.0.1]/', 'http://[::ffff:0:7f00:1]/', 'http://[::c000:202]/'];
    for (const url of urls) {
      // Another client address, so these checks do not eat into the budget of the tests below.
      const res = await t.app.inject({ method: 'POST', url: '/api/check-website-safety', payload: { url }, remoteAddress: '198.51.100.7' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ message: INTERNAL_ADDRESS_MESSAGE });
    }
    expect(fake.certificateTargets).toEqual([]);
    const rows = await t.app.db.select({ url: websiteSafetyChecks.url, domain: websiteSafetyChecks.domain }).from(websiteSafetyChecks);
    expect(rows.filter((r) => r.url.includes('[') || r.domain?.includes(':'))).toEqual([]);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/known-scams' })).json() as Array<{ url: string }>;
    expect(listed.filter((s) => s.url.includes(':'))).toEqual([]);
  });
});

describe('POST /api/check-website-safety: verdicts', () => {
  it("works offline: network signals read 'unknown', and a site nothing could be confirmed about is not called safe", async () => {
    const started = Date.now();
    const res = await check('quiet-garden-club.org');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      url: 'https://quiet-garden-club.org/',
      domain: 'quiet-garden-club.org',
      trustScore: 65,
      band: 'suspicious',
      isSafe: false,
      riskLevel: 'medium',
      threatType: 'unverified',
      provider: 'Haven Safety Check',
      riskIndicators: { domainAge: 'unknown', sslRating: 'unknown', businessVerification: 'unknown', userReports: 0, blacklistStatus: 'not listed' },
    });
    expect(body.detectedIssues).toEqual([expect.stringMatching(/^Nothing could be confirmed about this site/)]);
    expect(body.findings.filter((f: { effect: string }) => f.effect === 'unknown')).toHaveLength(2);
  });

  it('calls the same kind of site safe once the network vouches for it', async () => {
    fake.dns.set('old-garden-club.org', ['93.184.215.14']);
    fake.registeredAt = new Date(Date.now() - 3 * 365 * 24 * 60 * 60 * 1000);
    const body = (await check('old-garden-club.org', '198.51.100.8')).json();
    expect(body).toMatchObject({ trustScore: 85, band: 'safe', detectedIssues: [], riskIndicators: { sslRating: 'valid', domainAge: expect.any(Number) } });
  });

  it('calls a brand beside a lure word dangerous, after folding look-alike characters (paypa1-secure-login.xyz)', async () => {
    const body = (await check('https://paypa1-secure-login.xyz/', '198.51.100.8')).json();
    expect(body).toMatchObject({ band: 'dangerous', threatType: 'impersonation' });
    expect(body.trustScore).toBeLessThanOrEqual(15);
    expect(body.detectedIssues[0]).toBe('Puts the name of paypal.com beside the word "secure" in an address that is not paypal.com\'s own, as phishing sites do');
  });

  it('uses the certificate and domain age when the network answers', async () => {
    fake.dns.set('brand-new-store.com', ['93.184.215.14']);
    fake.registeredAt = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    const body = (await check('https://brand-new-store.com/shop')).json();
    expect(fake.certificateTargets).toEqual([{ address: '93.184.215.14', port: 443, servername: 'brand-new-store.com' }]);
    expect(body.riskIndicators).toMatchObject({ domainAge: 10, sslRating: 'valid' });
    expect(body.threatCategories).toEqual(['new-domain']);
    expect(body.trustScore).toBe(30);
    expect(body.band).toBe('dangerous');
  });

  it('flags blocklisted and look-alike sites with their reasons', async () => {
    const listed = (await check('https://myetherwallet.uk.com/')).json();
    expect(listed).toMatchObject({ band: 'dangerous', threatType: 'phishing', riskIndicators: { blacklistStatus: 'listed' } });
    const fake = (await check('https://paypa1.com/login')).json();
    expect(fake.band).toBe('dangerous');
    expect(fake.detectedIssues.join(' ')).toContain('paypal.com');
  });

  it('serves a second check from the 24-hour cache, marked Cached, and re-measures after a day', async () => {
    const first = (await check('https://cache-test.example.com/a?x=1')).json();
    const second = (await check('cache-test.example.com/a')).json();
    expect(first.provider).toBe('Haven Safety Check');
    expect(second.provider).toContain('Cached');
    expect({ ...second, provider: first.provider }).toEqual(first);

    await t.app.db
      .update(websiteSafetyChecks)
      .set({ lastUpdated: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(websiteSafetyChecks.url, 'https://cache-test.example.com/a'));
    const third = (await check('https://cache-test.example.com/a')).json();
    expect(third.provider).toBe('Haven Safety Check');
    const rows = await t.app.db.select().from(websiteSafetyChecks).where(eq(websiteSafetyChecks.url, 'https://cache-test.example.com/a'));
    expect(rows).toHaveLength(1);
  });

  it('counts confirmed reports from two or more people and lists only reported and staff-listed sites (D18)', async () => {
    const [scam, social] = await t.app.db
      .insert(platforms)
      .values([{ name: 'Golden Yield Crypto', website: 'https://golden-yield-crypto.com' }, { name: 'Facebook', website: 'https://www.facebook.com' }])
      .returning({ id: platforms.id });
    const incident = (platformId: number, incidentDate: string, fraudType: FraudType, victimEmail: string) => ({
      platformId, incidentDate, fraudType, victimEmail, lossAmount: '250.00', confirmedAt: new Date(), confirmedVia: 'email_link' as const,
    });
    await t.app.db.insert(fraudIncidents).values([
      incident(scam!.id, '2025-04-02', 'cryptocurrency_fraud', 'v@example.net'),
      incident(scam!.id, '2025-05-20', 'cryptocurrency_fraud', 'W@example.net'),
      incident(scam!.id, '2025-05-01', 'cryptocurrency_fraud', 'V@Example.net'),
      incident(social!.id, '2025-05-21', 'romance_scam', 'v@example.net'),
      incident(social!.id, '2025-05-22', 'romance_scam', 'w@example.net'),
    ]);
    await t.app.db.insert(scamSiteDecisions).values({
      domain: 'staff-pick.example', listed: true, scamType: 'investment_scam', reason: 'Fake investment platform that never pays out', decidedBy: 'staff-test', decidedAt: new Date('2025-06-01T12:00:00Z'),
    });

    const reported = (await check('golden-yield-crypto.com')).json();
    expect(reported.riskIndicators.userReports).toBe(2);
    expect(reported.trustScore).toBe(20);
    expect(reported.threatCategories).toContain('reported-fraud');

    const res = await t.app.inject({ method: 'GET', url: '/api/known-scams' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as KnownScam[];
    const today = new Date().toISOString().slice(0, 10);
    // Each entry says what put it there: here, two different people (the same address in two
    // spellings counts once), and the check of the site that followed. Its day is that of the
    // latest confirmation (server time), never the incident date a reporter typed.
    expect(list.find((s) => s.url === 'golden-yield-crypto.com')).toEqual({
      url: 'golden-yield-crypto.com', reportedDate: today, scamType: 'cryptocurrency_fraud', trustScore: 20, reports: 3,
      basis: 'reports', reason: null, reporters: 2, checkedDate: today,
    });
    // A staff decision is said to be one, with its day and the public reason.
    expect(list.find((s) => s.url === 'staff-pick.example')).toEqual({
      url: 'staff-pick.example', reportedDate: '2025-06-01', scamType: 'investment_scam', trustScore: null, reports: 0,
      basis: 'staff', reason: 'Fake investment platform that never pays out', reporters: 0, checkedDate: null,
    });
    // Checked earlier in this file with low scores, never reported: a check lists nothing.
    for (const domain of ['paypa1.com', 'brand-new-store.com', 'paypa1-secure-login.xyz', 'myetherwallet.uk.com', 'quiet-garden-club.org']) {
      expect(list.some((s) => s.url === domain), domain).toBe(false);
    }
    // A well-known platform where fraud happened is not a scam site, however many report it.
    expect(list.some((s) => s.url === 'facebook.com')).toBe(false);
    expect(list.map((s) => s.url).sort()).toEqual(['golden-yield-crypto.com', 'staff-pick.example']);
  });

  // Issue 22 §6: what an anonymous visitor did to the public list with the checker.
  it('does not list a domain because someone checked a deep subdomain of it', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/known-scams' })).json() as KnownScam[];
    const res = await check('https://a.b.c.d.e.f.some-charity.org', '198.51.100.20');
    expect(res.statusCode).toBe(200);
    const verdict = res.json();
    // The verdict is about the host checked, and says so.
    expect(verdict).toMatchObject({ host: 'a.b.c.d.e.f.some-charity.org', domain: 'some-charity.org', band: 'suspicious' });
    const after = (await t.app.inject({ method: 'GET', url: '/api/known-scams' })).json() as KnownScam[];
    expect(after).toEqual(before);
    expect(after.some((s) => s.url.includes('some-charity.org'))).toBe(false);
  });

  it('keeps the reported and staff-listed sites on the list after 50 checks of random low-scoring sites', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/known-scams' })).json() as KnownScam[];
    expect(before.length).toBeGreaterThan(0);
    for (let i = 0; i < 50; i += 1) {
      // Brand look-alikes on cheap endings score dangerous; spread over clients to stay under the per-minute limit.
      const res = await check(`https://paypal-verify-${i}-${Math.random().toString(36).slice(2, 8)}.xyz/`, `203.0.113.${10 + Math.floor(i / 15)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().band).toBe('dangerous');
    }
    const after = (await t.app.inject({ method: 'GET', url: '/api/known-scams' })).json() as KnownScam[];
    expect(after.map((s) => s.url)).toEqual(before.map((s) => s.url));
    expect(after.map((s) => s.url)).toEqual(expect.arrayContaining(['golden-yield-crypto.com', 'staff-pick.example']));
  });

  it('reads a government site safe when the network checks come back unknown', async () => {
    const body = (await check('https://reportfraud.ftc.gov/', '198.51.100.21')).json();
    expect(body).toMatchObject({ host: 'reportfraud.ftc.gov', band: 'safe', detectedIssues: [], riskIndicators: { sslRating: 'unknown', domainAge: 'unknown' } });
  });
});

describe('rate limit', () => {
  it('limits checks per client and says when to retry', async () => {
    await withTestApp({}, async (other) => {
      const codes: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        codes.push((await other.app.inject({ method: 'POST', url: '/api/check-website-safety', payload: { url: '' } })).statusCode);
      }
      expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
      const limited = await other.app.inject({ method: 'POST', url: '/api/check-website-safety', payload: { url: '' } });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/Too many requests/);
      expect(limited.headers['retry-after']).toBeDefined();
    });
  }, 60_000);
});
