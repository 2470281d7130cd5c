import { beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '@shared/analytics/schema';
import { auditLog } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident, createPlatform, createStaff } from '../../test/fixtures';
import { analyticsRange } from './analytics-range';

const t = testAppForSuite({ rateLimits: {} });
let caseworker: Awaited<ReturnType<typeof createStaff>>;
const at = (iso: string) => new Date(iso);
const email = 'analytics-victim@example.com';

beforeAll(async () => {
  caseworker = await createStaff(t.app, { role: 'caseworker' });
  const coinVault = await createPlatform(t.app, { name: 'CoinVault', type: 'Cryptocurrency Exchange' });
  const loveLink = await createPlatform(t.app, { name: 'LoveLink', type: 'Dating Site' });
  // 2024-01-01 is a Monday: weeks of the range start on 2024-01-01, -08, -15, -22, -29.
  const one = await createIncident(t.app, { victimEmail: email, platformId: coinVault.id, status: 'open', lossAmount: '1000.00', createdAt: at('2024-01-02T10:00:00Z') });
  const two = await createIncident(t.app, {
    victimEmail: email,
    platformId: coinVault.id,
    status: 'resolved',
    lossAmount: '2000.50',
    financialData: { totalLoss: '2000.50', recoveredAmount: '750.25', transactions: [] },
    createdAt: at('2024-01-03T10:00:00Z'),
  });
  await createIncident(t.app, { victimEmail: email, platformId: loveLink.id, status: 'under_review', lossAmount: '10.10', createdAt: at('2024-01-20T10:00:00Z') });
  await createIncident(t.app, {
    victimEmail: email,
    platformId: loveLink.id,
    status: 'resolved',
    lossAmount: '99.99',
    financialData: { totalLoss: '99.99', recoveredAmount: '99.99', transactions: [] },
    createdAt: at('2024-02-01T10:00:00Z'),
  });
  // Outside the range.
  await createIncident(t.app, { victimEmail: email, platformId: loveLink.id, lossAmount: '5.00', createdAt: at('2023-12-31T23:59:59Z') });
  // June 2022: eleven platforms, P01 named twice, the others once each with a loss of 2.00 to 11.00.
  for (let n = 1; n <= 11; n++) {
    const platform = await createPlatform(t.app, { name: `P${String(n).padStart(2, '0')}`, type: 'Marketplace' });
    for (let k = 0; k < (n === 1 ? 2 : 1); k++) {
      await createIncident(t.app, { victimEmail: email, platformId: platform.id, lossAmount: n === 1 ? '1.00' : `${n}.00`, createdAt: at('2022-06-15T12:00:00Z') });
    }
  }
  // Staff first acted 1 day after incident one and 3 days after incident two; a victim's own action does not count.
  await t.app.db.insert(auditLog).values([
    { actorType: 'victim', action: 'incident.viewed', entityType: 'fraud_incident', entityId: String(one.id), createdAt: at('2024-01-02T11:00:00Z') },
    { actorType: 'admin', actorId: '1', action: 'incident.updated', entityType: 'fraud_incident', entityId: String(one.id), createdAt: at('2024-01-03T10:00:00Z') },
    { actorType: 'admin', actorId: '1', action: 'incident.updated', entityType: 'fraud_incident', entityId: String(two.id), createdAt: at('2024-01-06T10:00:00Z') },
    { actorType: 'admin', actorId: '1', action: 'incident.updated', entityType: 'fraud_incident', entityId: String(two.id), createdAt: at('2024-01-09T10:00:00Z') },
  ]);
});

const analytics = (query: string, headers: Record<string, string> = caseworker.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/analytics?${query}`, headers });

describe('GET /api/admin/analytics', () => {
  it("counts each chart's figures over the incidents reported in the range", async () => {
    const res = await analytics('from=2024-01-01&to=2024-02-04');
    expect(res.statusCode).toBe(200);
    const data = res.json<Analytics>();
    expect(data.from).toBe('2024-01-01');
    expect(data.incidentsPerWeek).toEqual([
      { week: '2024-01-01', count: 2 },
      { week: '2024-01-08', count: 0 },
      { week: '2024-01-15', count: 1 },
      { week: '2024-01-22', count: 0 },
      { week: '2024-01-29', count: 1 },
    ]);
    expect(data.lossByPlatformType).toEqual([
      { type: 'Cryptocurrency Exchange', count: 2, loss: [{ currency: 'USD', amount: '3000.50' }] },
      { type: 'Dating Site', count: 2, loss: [{ currency: 'USD', amount: '110.09' }] },
    ]);
    expect(data.statusFunnel).toEqual([
      { status: 'open', count: 1 },
      { status: 'under_review', count: 1 },
      { status: 'under_investigation', count: 0 },
      { status: 'recovery_available', count: 0 },
      { status: 'resolved', count: 2 },
      { status: 'closed', count: 0 },
    ]);
    expect(data.recoveredPerMonth).toEqual([
      { month: '2024-01', recovered: [{ currency: 'USD', amount: '750.25' }] },
      { month: '2024-02', recovered: [{ currency: 'USD', amount: '99.99' }] },
    ]);
    expect(data.topPlatforms).toEqual([
      { name: 'CoinVault', count: 2, loss: [{ currency: 'USD', amount: '3000.50' }] },
      { name: 'LoveLink', count: 2, loss: [{ currency: 'USD', amount: '110.09' }] },
    ]);
    expect(data.firstStaffAction).toEqual({ medianDays: 2, incidents: 2, perMonth: [{ month: '2024-01', medianDays: 2, incidents: 2 }] });
  });

  it('gives one figure per currency in each bucket, never adding euros to dollars (issue 28)', async () => {
    const rhein = await createPlatform(t.app, { name: 'Rhein Analytics', type: 'Investment Platform' });
    const tokyo = await createPlatform(t.app, { name: 'Tokyo Analytics', type: 'Investment Platform' });
    await createIncident(t.app, { victimEmail: email, platformId: rhein.id, lossAmount: '500.00', createdAt: at('2021-03-02T10:00:00Z') });
    await createIncident(t.app, {
      victimEmail: email,
      platformId: rhein.id,
      lossAmount: '7750.10',
      currency: 'EUR',
      financialData: { totalLoss: '7750.10', recoveredAmount: '1000.10', transactions: [] },
      createdAt: at('2021-03-03T10:00:00Z'),
    });
    await createIncident(t.app, {
      victimEmail: email,
      platformId: rhein.id,
      lossAmount: '0.20',
      currency: 'EUR',
      financialData: { totalLoss: '0.20', recoveredAmount: '0.20', transactions: [] },
      createdAt: at('2021-03-04T10:00:00Z'),
    });
    await createIncident(t.app, { victimEmail: email, platformId: tokyo.id, lossAmount: '120000', currency: 'JPY', createdAt: at('2021-04-01T10:00:00Z') });
    const data = (await analytics('from=2021-03-01&to=2021-04-30')).json<Analytics>();
    expect(data.lossByPlatformType).toEqual([
      {
        type: 'Investment Platform',
        count: 4,
        loss: [
          { currency: 'USD', amount: '500.00' },
          { currency: 'EUR', amount: '7750.30' },
          { currency: 'JPY', amount: '120000' },
        ],
      },
    ]);
    expect(data.topPlatforms).toEqual([
      { name: 'Rhein Analytics', count: 3, loss: [{ currency: 'USD', amount: '500.00' }, { currency: 'EUR', amount: '7750.30' }] },
      { name: 'Tokyo Analytics', count: 1, loss: [{ currency: 'JPY', amount: '120000' }] },
    ]);
    expect(data.recoveredPerMonth).toEqual([
      { month: '2021-03', recovered: [{ currency: 'USD', amount: '0.00' }, { currency: 'EUR', amount: '1000.30' }] },
      { month: '2021-04', recovered: [{ currency: 'JPY', amount: '0' }] },
    ]);
  });

  it('answers honest empties for a range with nothing in it', async () => {
    const data = (await analytics('from=2019-01-07&to=2019-01-13')).json<Analytics>();
    expect(data.incidentsPerWeek).toEqual([{ week: '2019-01-07', count: 0 }]);
    expect(data.lossByPlatformType).toEqual([]);
    expect(data.statusFunnel.every((s) => s.count === 0)).toBe(true);
    expect(data.recoveredPerMonth).toEqual([]);
    expect(data.firstStaffAction).toEqual({ medianDays: null, incidents: 0, perMonth: [] });
  });

  it('names the ten platforms in the most incidents, a tie going to the name (losses in two currencies have no order)', async () => {
    const data = (await analytics('from=2022-06-01&to=2022-06-30')).json<Analytics>();
    expect(data.topPlatforms).toEqual([
      { name: 'P01', count: 2, loss: [{ currency: 'USD', amount: '2.00' }] },
      ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => ({ name: `P${String(n).padStart(2, '0')}`, count: 1, loss: [{ currency: 'USD', amount: `${n}.00` }] })),
    ]);
    expect(data.lossByPlatformType).toEqual([{ type: 'Marketplace', count: 12, loss: [{ currency: 'USD', amount: '67.00' }] }]);
  });

  it('defaults to the twelve months up to today', () => {
    const now = at('2026-11-24T15:00:00Z');
    expect(analyticsRange({}, now)).toEqual({ from: '2025-11-25', to: '2026-11-24' });
    expect(analyticsRange({ to: '2024-02-29' }, now)).toEqual({ from: '2023-03-01', to: '2024-02-29' });
    expect(analyticsRange({ from: '2026-01-01' }, now)).toEqual({ from: '2026-01-01', to: '2026-11-24' });
  });

  it('checks a range whose end is today as strictly as one given in full', () => {
    const now = at('2026-11-24T15:00:00Z');
    expect(() => analyticsRange({ from: '2026-11-25' }, now)).toThrow('From must be today or earlier');
    expect(() => analyticsRange({ from: '2021-11-01' }, now)).toThrow('Please choose at most five years');
  });

  it.each([
    ['from=2024-02-01&to=2024-01-01', 'To must be on or after From'],
    ['from=2024-02-30', 'From must be a real date'],
    ['from=2010-01-01&to=2024-01-01', 'Please choose at most five years'],
    ['to=yesterday', 'To must be a date (YYYY-MM-DD)'],
    ['from=9999-01-01', 'From must be today or earlier'],
    ['from=1900-01-01', 'Please choose at most five years'],
  ])('refuses %s with a clear message', async (query, message) => {
    const res = await analytics(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('is for staff only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/analytics' })).statusCode).toBe(401);
  });
});
