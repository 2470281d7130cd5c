import { sql } from 'drizzle-orm';
import { formatWait } from '@shared/format/wait';
import { ownSearchIncidentSchema, publicSearchIncidentSchema } from '@shared/search/schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fraudIncidents } from '../../kernel/db/schema/index';
import { setSettingValue } from '../settings/queries';
import { createTestAppWithSmtp } from '../../test/app';
import { createIncident, createPlatform, createStaff, createVictim } from '../../test/fixtures';
import { linkIn } from '../../test/smtp';
import * as emailTokens from '../auth/email-tokens';
import * as incidentsByEmail from './find-incidents-by-email';
import { buildBatchQuery, findIncidentsForEmails, SEARCH_RESULT_LIMIT } from './find-incidents-by-email';

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
    await createIncident(t.app, { victimEmail: 'owner.sees@example.com', lossAmount: '777.70', currency: 'EUR', description: 'what happened' });
    const owner = await search('owner.sees@example.com', { cookies: victim.cookies });
    // In its own currency (issue 28): a loss in euros is never shown as dollars.
    expect(owner.json()[0].incident).toMatchObject({ lossAmount: '777.70', currency: 'EUR', description: 'what happened' });
    // The loss always comes with its currency: the answer is the owner's shape in full, not a loss alone.
    expect(ownSearchIncidentSchema.strict().safeParse(owner.json()[0].incident).success).toBe(true);

    const staff = await createStaff(t.app);
    const asStaff = await search('owner.sees@example.com', { headers: staff.headers });
    expect(asStaff.json()[0].incident).toMatchObject({ lossAmount: '777.70', currency: 'EUR' });
    expect(ownSearchIncidentSchema.strict().safeParse(asStaff.json()[0].incident).success).toBe(true);

    const other = await createVictim(t.app, 'not.owner@example.com');
    const asOther = await search('owner.sees@example.com', { cookies: other.cookies });
    expect(asOther.json()[0].incident.lossAmount).toBeUndefined();
    expect(asOther.json()[0].incident.currency).toBeUndefined();
    expect(publicSearchIncidentSchema.strict().safeParse(asOther.json()[0].incident).success).toBe(true);
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

  it('says how long to wait in words, and in seconds in Retry-After', async () => {
    for (let i = 0; i < 4; i++) await search('impatient@example.com');
    const limited = await search('impatient@example.com');
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: `Too many requests. Please wait ${formatWait(seconds)} and try again.` });
    expect(limited.json().message).not.toMatch(/\d{3,} seconds/);
  });

  it("never counts the signed-in owner's or staff's searches of the address against it", async () => {
    const owner = await createVictim(t.app, 'owner.searches@example.com');
    const staff = await createStaff(t.app);
    await createIncident(t.app, { victimEmail: 'owner.searches@example.com' });
    for (let i = 0; i < 25; i++) {
      expect((await search(i % 2 ? ' Owner.Searches@Example.com ' : 'owner.searches@example.com', { cookies: owner.cookies })).statusCode).toBe(200);
      expect((await search('owner.searches@example.com', { headers: staff.headers })).statusCode).toBe(200);
    }

    // A stranger still has the whole budget (the owner's 25 and staff's 25 did not use it), then is stopped.
    const stranger = [];
    for (let i = 0; i < 5; i++) stranger.push((await search('owner.searches@example.com')).statusCode);
    expect(stranger).toEqual([200, 200, 200, 200, 429]);
    // Another signed-in victim is a stranger to this address.
    const other = await createVictim(t.app, 'someone.else@example.com');
    expect((await search('owner.searches@example.com', { cookies: other.cookies })).statusCode).toBe(429);

    // The address is closed to strangers, not to its owner or staff.
    const own = await search('owner.searches@example.com', { cookies: owner.cookies });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toHaveLength(1);
    expect((await search('owner.searches@example.com', { headers: staff.headers })).statusCode).toBe(200);
  });

  it("still counts the owner's searches against their client's budget", async () => {
    const owner = await createVictim(t.app, 'same.client@example.com');
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await search('same.client@example.com', { cookies: owner.cookies, from: '10.7.7.7' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
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
      expect(sent.json()).toMatchObject({ mailSent: true, message: expect.stringMatching(/^If any records match this e-mail address, we have sent a link/) });
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
      await setSettingValue(t.app.db, 'search_disclosure', 'public');
    }
  });

  it('answers before the lookup runs, so the time taken says nothing, then mails only an address with records', async () => {
    expect(t.app.config.exposeDevLinks).toBe(false);
    const lookup = vi.spyOn(incidentsByEmail, 'findIncidentsByEmail');
    const issue = vi.spyOn(emailTokens, 'issueEmailToken');
    // The calls carry the database handle, too large to print if an assertion fails: compare addresses.
    const looked = () => lookup.mock.calls.map(([, email]) => email);
    const issued = () => issue.mock.calls.map(([, { email }]) => email);
    const requestLink = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/search/email-link', payload: { email }, remoteAddress: '10.7.0.1' });
    try {
      await createIncident(t.app, { victimEmail: 'after.response@example.com' });
      const matching = await requestLink('after.response@example.com');
      expect(matching.statusCode).toBe(200);
      expect(looked()).toEqual([]);
      expect(issued()).toEqual([]);
      await smtp.nextMailTo('after.response@example.com');
      expect(looked()).toEqual(['after.response@example.com']);
      expect(issued()).toEqual(['after.response@example.com']);

      const noMatch = await requestLink('no.records@example.com');
      expect(noMatch.json()).toEqual(matching.json());
      expect(looked()).toEqual(['after.response@example.com']);
      await vi.waitFor(() => expect(lookup.mock.settledResults[1]?.type).toBe('fulfilled'));
      await new Promise((r) => setTimeout(r, 300));
      expect(issued()).toEqual(['after.response@example.com']);
      expect(smtp.received.filter((m) => m.to.includes('no.records@example.com'))).toHaveLength(0);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('searches that arrive together', () => {
  it('each get the results of their own address, as their own audience, when they share one query', async () => {
    const owner = await createVictim(t.app, 'batch.owner@example.com');
    const platform = await createPlatform(t.app, { name: 'Batch Exchange' });
    const addresses = Array.from({ length: 12 }, (_, n) => `batch${n}@example.com`);
    for (const [n, address] of addresses.entries()) {
      // Address n has n % 3 incidents, so some have none; amounts say whose they are.
      for (let k = 0; k < n % 3; k++) {
        await createIncident(t.app, { victimEmail: address, platformId: platform.id, lossAmount: `${n}.${k}0` });
      }
    }
    await createIncident(t.app, { victimEmail: 'batch.owner@example.com', platformId: platform.id, lossAmount: '999.99' });

    const responses = await Promise.all([
      ...addresses.map((address) => search(address.toUpperCase())),
      search('batch.owner@example.com', { cookies: owner.cookies }),
      search('batch.owner@example.com'),
    ]);
    for (const [n, response] of responses.slice(0, addresses.length).entries()) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(n % 3);
      expect(response.body).not.toContain('lossAmount');
    }
    const [asOwner, asStranger] = responses.slice(addresses.length).map((r) => r.json());
    expect(asOwner).toHaveLength(1);
    expect(asOwner[0].incident.lossAmount).toBe('999.99');
    expect(asStranger).toHaveLength(1);
    expect(asStranger[0].incident.lossAmount).toBeUndefined();
  });
});

describe('the search query', () => {
  it('answers each address its own incidents, newest first, at most the limit, with exact amounts', async () => {
    const platform = await createPlatform(t.app, { name: 'Query Platform', type: 'Dating', website: null });
    await t.app.db.insert(fraudIncidents).values(
      Array.from({ length: SEARCH_RESULT_LIMIT + 5 }, (_, n) => ({
        platformId: platform.id,
        victimEmail: n % 2 ? 'Many.Reports@example.com' : 'many.reports@EXAMPLE.com',
        incidentDate: `2025-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
        lossAmount: '12345678.91',
        confirmedAt: new Date(),
        confirmedVia: 'email_link' as const,
      })),
    );
    const single = await createIncident(t.app, { victimEmail: 'one.report@example.com', platformId: platform.id, lossAmount: '0.10' });

    const [many, one, none] = await findIncidentsForEmails(t.app.db, ['many.reports@example.com', 'one.report@example.com', 'none@example.com']);
    expect(many).toHaveLength(SEARCH_RESULT_LIMIT);
    const order = many!.map(({ incident }) => [incident.incidentDate, incident.id] as const);
    const sorted = [...order].sort(([d1, id1], [d2, id2]) => (d1 === d2 ? id2 - id1 : d2.localeCompare(d1)));
    expect(order).toEqual(sorted);
    expect(many!.every(({ incident }) => incident.lossAmount === '12345678.91')).toBe(true);
    expect(one).toEqual([
      {
        incident: { id: single.id, incidentDate: '2026-03-01', status: 'open', fraudType: null, lossAmount: '0.10', currency: 'USD', description: 'Sent money to a fake exchange' },
        platform: { id: platform.id, name: 'Query Platform', type: 'Dating', category: null, website: null, description: null, recoveryAvailable: true },
      },
    ]);
    expect(none).toEqual([]);
  });

  it('is served by the lower(victim_email) index and joins platforms by primary key', async () => {
    const { sql: text } = buildBatchQuery(t.app.db).toSQL();
    const plan = await t.app.db.transaction(async (tx) => {
      // On a tiny table the planner would rightly prefer a scan; forbid it to see the index is usable.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql.raw(`prepare planned_search (text[], integer) as ${text}`));
      const explained = await tx.execute(sql`explain execute planned_search('{someone@example.com}', 100)`);
      await tx.execute(sql`deallocate planned_search`);
      return explained;
    });
    expect(JSON.stringify(plan)).toContain('fraud_incidents_victim_email_lower_idx');
    expect(JSON.stringify(plan)).toContain('platforms_pkey');
  });
});
