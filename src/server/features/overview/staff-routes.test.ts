import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffStats, GlobalSearchResult, SystemHealth } from '@shared/overview/schema';
import { documents, fraudIncidents, mailOutbox, messages, moneyTrails, payoutRequests, recoveryApplications } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident, createPlatform, createStaff, createVictim } from '../../test/fixtures';
import { RECENT_ROWS, SEARCH_CANDIDATES } from './search-everything';

const t = testAppForSuite();
let caseworker: { authorization: string };
beforeAll(async () => {
  caseworker = (await createStaff(t.app, { role: 'caseworker' })).headers;
});

const get = <T>(url: string) =>
  t.app.inject({ method: 'GET', url, headers: caseworker }).then((res) => ({ status: res.statusCode, body: res.json<T>() }));

const search = (q: string) => get<GlobalSearchResult>(`/api/admin/search?q=${encodeURIComponent(q)}`);

async function createApplication(values: { fullName: string; email: string }) {
  const [row] = await t.app.db
    .insert(recoveryApplications)
    .values({
      ...values,
      country: 'uk',
      platformName: 'Somewhere',
      fraudType: 'investment_scam',
      incidentDate: '2026-01-01',
      lossAmount: '100.00',
      incidentDescription: 'A story',
      acceptTerms: true,
    })
    .returning();
  return row!;
}

describe('GET /api/admin/stats', () => {
  it('counts exactly what each table holds', async () => {
    const before = (await get<StaffStats>('/api/admin/stats')).body;
    const victim = await createVictim(t.app);
    const incident = await createIncident(t.app, { victimEmail: victim.profile.email });
    await createIncident(t.app, { victimEmail: victim.profile.email });
    await t.app.db.insert(messages).values({
      recoveryId: incident.id,
      sender: victim.profile.email,
      recipient: 'support',
      content: 'Hello',
      senderType: 'user',
    });
    await t.app.db.insert(documents).values([1, 2, 3].map((n) => ({
      filename: `f${n}.pdf`,
      storageKey: `stats-${n}-${incident.id}`,
      mimeType: 'application/pdf',
      sizeBytes: 10,
      sha256: 'x',
      userEmail: victim.profile.email,
      category: 'evidence' as const,
    })));
    await t.app.db.insert(moneyTrails).values({
      incidentId: incident.id,
      transactionType: 'wire',
      amount: '10.00',
      toAccount: 'acc',
      transactionDate: new Date(),
    });
    await t.app.db.insert(payoutRequests).values({
      incidentId: incident.id,
      userEmail: victim.profile.email,
      amount: '5.00',
      payoutMethod: 'bank_transfer',
      accountDetailsEncrypted: 'x',
      accountDetailsHint: '…55',
    });
    const after = await get<StaffStats>('/api/admin/stats');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({
      totalUsers: before.totalUsers + 1,
      totalIncidents: before.totalIncidents + 2,
      totalMessages: before.totalMessages + 1,
      totalDocuments: before.totalDocuments + 3,
      totalMoneyTrails: before.totalMoneyTrails + 1,
      totalPayouts: before.totalPayouts + 1,
    });
  });
});

describe('GET /api/admin/search', () => {
  it('answers empty groups for a term under two characters', async () => {
    await createVictim(t.app, 'x-short@example.com');
    for (const q of ['', 'x', ' x ']) {
      expect((await search(q)).body).toEqual({ users: [], incidents: [], applications: [] });
    }
  });

  it('finds users by e-mail and by name', async () => {
    const victim = await createVictim(t.app, 'marigold.finder@example.com');
    expect((await search('MARIGOLD.find')).body.users).toEqual([
      { id: victim.profile.id, title: 'Test Victim', subtitle: 'marigold.finder@example.com', status: null },
    ]);
    expect((await search('test vict')).body.users.length).toBeGreaterThan(0);
  });

  it('finds an incident by its reference in every form, by platform, victim e-mail and description', async () => {
    const platform = await createPlatform(t.app, { name: 'Zephyrcoin Exchange' });
    // A fixed id far above the sequence, so the bare number is long enough to search for.
    const incident = await createIncident(t.app, {
      id: 424242,
      victimEmail: 'quillon@example.com',
      platformId: platform.id,
      description: 'Promised a xylophonic return',
    });
    const ref = String(incident.id);
    for (const q of [`FR-${ref.padStart(6, '0')}`, `fr-${ref}`, `fr${ref}`, ref]) {
      const hits = (await search(q)).body.incidents;
      expect(hits[0]).toMatchObject({ id: incident.id, title: `FR-${ref.padStart(6, '0')} · Zephyrcoin Exchange` });
    }
    for (const q of ['zephyrcoin', 'quillon@', 'xylophonic']) {
      expect((await search(q)).body.incidents.map((hit) => hit.id)).toEqual([incident.id]);
    }
  });

  it('gives an incident status as stored, for the web to say in the reader\'s language', async () => {
    const platform = await createPlatform(t.app, { name: 'Wrenfield Markets' });
    await createIncident(t.app, { victimEmail: 'orla@example.com', platformId: platform.id, status: 'under_investigation' });
    const [hit] = (await search('wrenfield')).body.incidents;
    expect(hit).toMatchObject({ subtitle: 'orla@example.com', status: 'under_investigation' });
  });

  it('finds applications by RA- reference, name and e-mail', async () => {
    const application = await createApplication({ fullName: 'Ottoline Bramble', email: 'obramble@example.com' });
    const ra = `RA-${String(application.id).padStart(6, '0')}`;
    for (const q of [ra, ra.toLowerCase(), 'ottoline', 'obramble@']) {
      expect((await search(q)).body.applications[0]).toMatchObject({ id: application.id, title: `${ra} · Ottoline Bramble` });
    }
  });

  it('returns at most five per group, newest first, and treats % and _ literally', async () => {
    for (let n = 0; n < 7; n += 1) {
      await createVictim(t.app, `manyfold${n}@example.com`);
      await createIncident(t.app, { victimEmail: `manyfold${n}@example.com` });
      await createApplication({ fullName: `Manyfold ${n}`, email: `manyfold${n}@example.com` });
    }
    const { body } = await search('manyfold');
    expect(body.users).toHaveLength(5);
    expect(body.incidents).toHaveLength(5);
    expect(body.applications).toHaveLength(5);
    expect(body.users.map((hit) => hit.subtitle)).toEqual([6, 5, 4, 3, 2].map((n) => `manyfold${n}@example.com`));
    expect((await search('%%')).body.users).toEqual([]);
  });

  it('finds the newest matches of a common term, not the first ones stored', { timeout: 30_000 }, async () => {
    const platform = await createPlatform(t.app, { name: 'Commonword Markets' });
    const rows = Array.from({ length: SEARCH_CANDIDATES + 50 }, (_, n) => ({
      platformId: platform.id,
      victimEmail: `bulk${n}@example.com`,
      incidentDate: '2026-01-01',
      lossAmount: '10.00',
      description: `a commonword story number ${n}`,
    }));
    const inserted = await t.app.db.insert(fraudIncidents).values(rows).returning({ id: fraudIncidents.id });
    const newest = inserted.map((row) => row.id).sort((a, b) => b - a).slice(0, 5);
    const { body } = await search('commonword story');
    expect(body.incidents.map((hit) => hit.id)).toEqual(newest);
    // Behind more newer cases than a search reads first, they are found by the walk instead.
    const others = rows.slice(0, RECENT_ROWS + 10).map((row, n) => ({ ...row, victimEmail: `other${n}@example.com`, description: `an unrelated report ${n}` }));
    await t.app.db.insert(fraudIncidents).values(others);
    expect((await search('commonword story')).body.incidents.map((hit) => hit.id)).toEqual(newest);
  });

  it('refuses a term that is too long', async () => {
    expect((await search('a'.repeat(201))).status).toBe(400);
  });
});

describe('GET /api/admin/system-health', () => {
  it('measures live figures that change between calls', async () => {
    const first = await get<SystemHealth>('/api/admin/system-health');
    expect(first.status).toBe(200);
    expect(first.body.database.ok).toBe(true);
    expect(first.body.database.roundTripMs).toBeGreaterThanOrEqual(0);
    expect(first.body.memory.rssBytes).toBeGreaterThan(0);
    expect(first.body.memory.heapUsedBytes).toBeGreaterThan(0);
    expect(first.body.mailOutbox.depth).toEqual(expect.any(Number));
    expect(first.body.jobQueue.depth).toEqual(expect.any(Number));
    // A mail waiting (a row with no job yet: no worker takes it) is counted.
    await t.app.db.insert(mailOutbox).values({ kind: 'verification', recipient: 'waiting@example.org', subject: 'x' });
    const waiting = await get<SystemHealth>('/api/admin/system-health');
    expect(waiting.body.mailOutbox.depth).toBe(first.body.mailOutbox.depth! + 1);

    await get('/api/admin/stats');
    await get('/api/admin/stats');
    const second = await get<SystemHealth>('/api/admin/system-health');
    // Two more requests were timed; the health calls themselves are not.
    expect(second.body.requests.requestCount).toBe(first.body.requests.requestCount + 2);
    expect(second.body.requests.p50Ms).toEqual(expect.any(Number));
    expect(second.body.requests.p99Ms).toBeGreaterThanOrEqual(second.body.requests.p50Ms!);
    expect(second.body.measuredAt).not.toBe('');
    expect(second.body.memory).not.toEqual(first.body.memory);
  });
});
