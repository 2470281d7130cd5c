import { beforeAll, describe, expect, it } from 'vitest';
import type { IncidentListPage, IncidentSummary } from '@shared/incidents/staff-schema';
import { fraudIncidents } from '../../kernel/db/schema/index';
import { createIncident, createPlatform, createStaff } from '../../test/fixtures';
import { testAppForSuite } from '../../test/suite-app';
import { incidentIdOfReference } from './list-staff-incidents';

const t = testAppForSuite();
let headers: Record<string, string>;
const ids: Record<string, number> = {};

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

beforeAll(async () => {
  // A caseworker: every incidents route is open to any staff role (D17).
  headers = (await createStaff(t.app, { role: 'caseworker' })).headers;
  const binance = await createPlatform(t.app, { name: 'Fake Binance 100%_Gain' });
  const romance = await createPlatform(t.app, { name: 'LoveMatch Online' });
  const rows = [
    { key: 'a', platformId: binance.id, victimEmail: 'alice@example.com', lossAmount: '1000.10', status: 'open', description: 'wired money', createdAt: day(1) },
    { key: 'b', platformId: binance.id, victimEmail: 'bob@example.com', lossAmount: '250.00', status: 'under_investigation', description: 'crypto wallet drained', createdAt: day(2) },
    { key: 'c', platformId: romance.id, victimEmail: 'carol@example.com', lossAmount: '99999.99', status: 'resolved', description: 'promised 50% returns', createdAt: day(3) },
    { key: 'd', platformId: romance.id, victimEmail: 'dave@example.com', lossAmount: '0.01', status: 'closed', description: 'gift cards', createdAt: day(4) },
    { key: 'e', platformId: romance.id, victimEmail: 'erin@example.com', lossAmount: '10.00', status: 'open', description: 'someone used my address', createdAt: day(5), confirmedAt: null, confirmedVia: null },
  ] as const;
  for (const { key, ...values } of rows) {
    const row = await createIncident(t.app, { ...values, updatedAt: day(10 - values.createdAt.getUTCDate()) });
    ids[key] = row.id;
  }
});

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/incidents${query}`, headers });
  return { res, page: res.json() as IncidentListPage };
}
const keysOf = (page: IncidentListPage) =>
  page.items.map((row) => Object.entries(ids).find(([, id]) => id === row.incident.id)?.[0] ?? '?').join('');

describe('GET /api/admin/incidents', () => {
  it('lists newest first with the spec shape, the FR- reference and the version', async () => {
    const { res, page } = await list('');
    expect(res.statusCode).toBe(200);
    expect(page.total).toBe(5);
    expect(keysOf(page)).toBe('edcba');
    const alice = page.items.find((row) => row.incident.id === ids.a)!;
    expect(alice.incident).toMatchObject({
      reference: `FR-${String(ids.a).padStart(6, '0')}`,
      email: 'alice@example.com',
      lossAmount: '1000.10',
      status: 'open',
      description: 'wired money',
      timelineEvents: [],
      outsideContacts: [],
      requiredDocuments: [],
      version: 1,
      confirmedVia: 'email_link',
    });
    expect(alice.platform).toEqual({ id: expect.any(Number), name: 'Fake Binance 100%_Gain' });
  });

  it('pages on the server and counts every match', async () => {
    const first = await list('?pageSize=2&page=1');
    const third = await list('?pageSize=2&page=3');
    expect(keysOf(first.page)).toBe('ed');
    expect(keysOf(third.page)).toBe('a');
    expect(first.page.total).toBe(5);
    expect(third.page.total).toBe(5);
    expect((await list('?pageSize=2&page=9')).page).toEqual({ items: [], total: 5 });
  });

  it('sorts oldest first, by loss and by last update', async () => {
    expect(keysOf((await list('?sort=oldest')).page)).toBe('abcde');
    expect(keysOf((await list('?sort=loss_desc')).page)).toBe('cabed');
    expect(keysOf((await list('?sort=updated')).page)).toBe('abcde');
  });

  it('filters by each status, and apart by unconfirmed reports (D18)', async () => {
    expect(keysOf((await list('?status=open')).page)).toBe('ea');
    expect(keysOf((await list('?status=under_investigation')).page)).toBe('b');
    expect(keysOf((await list('?status=resolved')).page)).toBe('c');
    expect(keysOf((await list('?status=recovery_available')).page)).toBe('');
    const unconfirmed = await list('?status=unconfirmed');
    expect(keysOf(unconfirmed.page)).toBe('e');
    expect(unconfirmed.page.items[0]!.incident.confirmedAt).toBeNull();
    expect((await list('?status=investigating')).res.statusCode).toBe(400);
  });

  it('searches platform name, victim e-mail and description, case-insensitively', async () => {
    expect(keysOf((await list('?q=lovematch')).page)).toBe('edc');
    expect(keysOf((await list('?q=BOB@EXAMPLE')).page)).toBe('b');
    // An address asks the index by its local part and is then checked whole, anywhere, in any case.
    expect(keysOf((await list('?q=LICE@Example.co')).page)).toBe('a');
    expect(keysOf((await list('?q=ob@example.COM')).page)).toBe('b');
    expect((await list(`?q=${encodeURIComponent('bob@example.org')}`)).page.total).toBe(0);
    expect((await list(`?q=${encodeURIComponent('bob%@example.com')}`)).page.total).toBe(0);
    expect(keysOf((await list('?q=gift')).page)).toBe('d');
    expect((await list('?q=gift&status=open')).page).toEqual({ items: [], total: 0 });
  });

  it('takes % and _ in a search literally', async () => {
    expect(keysOf((await list(`?q=${encodeURIComponent('50%')}`)).page)).toBe('c');
    expect(keysOf((await list(`?q=${encodeURIComponent('100%_')}`)).page)).toBe('ba');
    expect((await list(`?q=${encodeURIComponent('%')}`)).page.items.map((r) => r.incident.id).sort()).toEqual(
      [ids.a, ids.b, ids.c].sort(),
    );
    expect((await list(`?q=${encodeURIComponent('_')}`)).page.total).toBe(2);
  });

  it('finds a case by its reference, written any usual way', async () => {
    const id = ids.c!;
    for (const q of [`FR-${String(id).padStart(6, '0')}`, `fr-${id}`, String(id)]) {
      expect((await list(`?q=${encodeURIComponent(q)}`)).page.items.map((r) => r.incident.id)).toContain(id);
    }
    expect(incidentIdOfReference('FR-000123')).toBe(123);
    expect(incidentIdOfReference('fr123')).toBe(123);
    expect(incidentIdOfReference('99999999999')).toBeNull();
    expect(incidentIdOfReference('FR-12a')).toBeNull();
  });

  it('refuses a bad page, page size or sort with a clear message', async () => {
    const tooBig = await list('?pageSize=500');
    expect(tooBig.res.statusCode).toBe(400);
    expect(tooBig.res.json().message).toBe('Page size must be at most 100');
    expect((await list('?sort=cheapest')).res.statusCode).toBe(400);
    expect((await list('?page=0')).res.statusCode).toBe(400);
  });
});

describe('GET /api/admin/incidents/summary', () => {
  it('counts the tiles over every incident, not a page, with the exact total loss', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/incidents/summary', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual<IncidentSummary>({
      open: 2,
      investigating: 1,
      resolved: 1,
      totalLoss: [{ currency: 'USD', amount: '101260.10' }],
      unconfirmed: 1,
    });
  });

  it('follows the rows as they change', async () => {
    await t.app.db.insert(fraudIncidents).values({
      platformId: (await createPlatform(t.app)).id,
      victimEmail: 'zed@example.com',
      incidentDate: '2026-01-01',
      lossAmount: '0.09',
      status: 'resolved',
    });
    const summary = (await t.app.inject({ method: 'GET', url: '/api/admin/incidents/summary', headers })).json();
    expect(summary).toMatchObject({ resolved: 2, totalLoss: [{ currency: 'USD', amount: '101260.19' }], unconfirmed: 2 });
  });

  it('gives the total loss one figure per currency, never adding euros to dollars (issue 28)', async () => {
    const platformId = (await createPlatform(t.app)).id;
    await t.app.db.insert(fraudIncidents).values([
      { platformId, victimEmail: 'eur@example.com', incidentDate: '2026-01-01', lossAmount: '7750.00', currency: 'EUR' },
      { platformId, victimEmail: 'eur2@example.com', incidentDate: '2026-01-01', lossAmount: '250.00', currency: 'EUR' },
    ]);
    const summary = (await t.app.inject({ method: 'GET', url: '/api/admin/incidents/summary', headers })).json<IncidentSummary>();
    expect(summary.totalLoss).toEqual([
      { currency: 'USD', amount: '101260.19' },
      { currency: 'EUR', amount: '8000.00' },
    ]);
  });
});
