import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSettingValue } from '../settings/queries';
import { createTestAppWithSmtp } from '../../test/app';
import { createIncident, createPlatform, createStaff, createVictim } from '../../test/fixtures';
import { linkIn } from '../../test/smtp';

let t: Awaited<ReturnType<typeof createTestAppWithSmtp>>;
let smtp: typeof t.smtp;
beforeAll(async () => {
  t = await createTestAppWithSmtp({
    rateLimits: {
      searchPerClient: { max: 5, timeWindow: 60_000 },
      searchPerEmail: { max: 4, timeWindow: 60_000 },
    },
  });
  smtp = t.smtp;
});
afterAll(() => t.close());

let address = 0;
// Each test searches from its own client address so the per-client budget does not leak across.
const search = (email: string, options: { cookies?: Record<string, string>; headers?: Record<string, string>; from?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/search?email=${encodeURIComponent(email)}`,
    cookies: options.cookies,
    headers: options.headers,
    remoteAddress: options.from ?? `10.9.0.${++address}`,
  });

describe('GET /api/search', () => {
  it('matches case-insensitively after trimming and shows only what D2 allows anonymously', async () => {
    const platform = await createPlatform(t.app, { name: 'Orbit Coins', website: 'https://orbit.example', recoveryAvailable: true });
    const incident = await createIncident(t.app, {
      victimEmail: 'Mixed.Case@Example.com',
      platformId: platform.id,
      status: 'recovery_available',
      lossAmount: '4200.00',
      description: 'private words',
    });
    const res = await search('  mixed.case@EXAMPLE.com ');
    expect(res.statusCode).toBe(200);
    const [result] = res.json();
    expect(result.platform).toMatchObject({ name: 'Orbit Coins', website: 'https://orbit.example', recoveryAvailable: true });
    expect(result.incident).toEqual({
      id: incident.id,
      caseReference: `FR-${String(incident.id).padStart(6, '0')}`,
      incidentDate: '2026-03-01',
      status: 'recovery_available',
      fraudType: null,
    });
    expect(res.body).not.toContain('4200');
    expect(res.body).not.toContain('private words');
  });

  it('shows the loss amount and description to the signed-in owner and to staff', async () => {
    const victim = await createVictim(t.app, 'owner.sees@example.com');
    await createIncident(t.app, { victimEmail: 'owner.sees@example.com', lossAmount: '777.70', description: 'what happened' });
    const owner = await search('owner.sees@example.com', { cookies: victim.cookies });
    expect(owner.json()[0].incident).toMatchObject({ lossAmount: '777.70', description: 'what happened' });

    const staff = await createStaff(t.app);
    const asStaff = await search('owner.sees@example.com', { headers: staff.headers });
    expect(asStaff.json()[0].incident.lossAmount).toBe('777.70');

    const other = await createVictim(t.app, 'not.owner@example.com');
    const asOther = await search('owner.sees@example.com', { cookies: other.cookies });
    expect(asOther.json()[0].incident.lossAmount).toBeUndefined();
  });

  it('returns an empty list when nothing matches', async () => {
    const res = await search('nobody.here@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses an invalid address with the spec messages', async () => {
    expect((await search('   ')).json().message).toBe('Please enter your email address');
    expect((await search('no-at-sign')).json().message).toBe('Please enter a valid email address');
    expect((await search('a b@example.com')).statusCode).toBe(400);
  });

  it('limits searches per client, with Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await search(`client${i}@example.com`, { from: '10.8.8.8' })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    const limited = await search('client9@example.com', { from: '10.8.8.8' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits searches per searched address, from any client, so nobody can enumerate it', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await search('Target@example.com')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('private disclosure mode (D2)', () => {
  it('refuses anonymous searches and e-mails a link that opens the results', async () => {
    await setSettingValue(t.app.db, 'search_disclosure', 'private');
    try {
      await createIncident(t.app, { victimEmail: 'private.mode@example.com', lossAmount: '321.00' });
      const anonymous = await search('private.mode@example.com');
      expect(anonymous.statusCode).toBe(403);

      const sent = await t.app.inject({ method: 'POST', url: '/api/search/email-link', payload: { email: 'Private.Mode@example.com' } });
      const noMatch = await t.app.inject({ method: 'POST', url: '/api/search/email-link', payload: { email: 'no.match@example.com' } });
      // The same words whether or not anything matched, and no link back to the caller (D13).
      expect(sent.json()).toEqual(noMatch.json());
      expect(sent.json().devLink).toBeUndefined();

      const mail = await smtp.nextMailTo('private.mode@example.com');
      const token = new URL(linkIn(mail, /https:\/\/haven\.test\/\?results=[A-Za-z0-9_-]+/)).searchParams.get('results')!;
      const results = await t.app.inject({ method: 'GET', url: `/api/search/results?token=${token}` });
      expect(results.statusCode).toBe(200);
      expect(results.json()[0].incident.lossAmount).toBe('321.00');

      const bad = await t.app.inject({ method: 'GET', url: '/api/search/results?token=not-a-real-token-value' });
      expect(bad.statusCode).toBe(404);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.received.filter((m) => m.to.includes('no.match@example.com'))).toHaveLength(0);
    } finally {
      await setSettingValue(t.app.db, 'search_disclosure', 'standard');
    }
  });
});

describe('the search query', () => {
  it('is served by the lower(victim_email) index', async () => {
    const plan = await t.app.db.transaction(async (tx) => {
      // On a tiny table the planner would rightly prefer a scan; forbid it to see the index is usable.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select id from fraud_incidents where lower(victim_email) = 'someone@example.com'`);
    });
    expect(JSON.stringify(plan)).toContain('fraud_incidents_victim_email_lower_idx');
  });
});
