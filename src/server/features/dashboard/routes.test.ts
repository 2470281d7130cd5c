import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutRequests, recoveryApplications } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { createIncident, createPlatform, createVictim } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/dashboard (D4, D5)', () => {
  it('computes every figure from the stored cases', async () => {
    const victim = await createVictim(t.app);
    const email = victim.profile.email;
    const open = await createPlatform(t.app, { name: 'Dash Open', recoveryAvailable: true });
    const closedOff = await createPlatform(t.app, { name: 'Dash Closed', recoveryAvailable: false });
    const a = await createIncident(t.app, {
      victimEmail: email,
      platformId: open.id,
      status: 'recovery_available',
      lossAmount: '3000.00',
      financialData: { totalLoss: '3000.00', recoveredAmount: '1000.00', transactions: [] },
    });
    const b = await createIncident(t.app, {
      victimEmail: email,
      platformId: closedOff.id,
      status: 'resolved',
      lossAmount: '1000.00',
      financialData: { totalLoss: '1000.00', recoveredAmount: '500.00', transactions: [] },
    });
    await createIncident(t.app, { victimEmail: email, platformId: open.id, status: 'resolved', lossAmount: '1000.00' });
    await t.app.db.insert(payoutRequests).values({
      incidentId: b.id,
      userEmail: email,
      amount: '425.00',
      payoutMethod: 'bank_transfer',
      accountDetailsEncrypted: 'x',
      accountDetailsHint: '•••• 0000',
      status: 'approved',
    });
    await t.app.db.insert(recoveryApplications).values({
      fullName: 'V',
      email,
      country: 'uk',
      platformName: 'dash open',
      fraudType: 'investment_scam',
      incidentDate: '2026-01-01',
      lossAmount: '3000.00',
      incidentDescription: 'described in detail',
      acceptTerms: true,
      emailVerifiedAt: new Date(),
    });

    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', cookies: victim.cookies });
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary.totals).toEqual({
      totalLoss: '5000.00',
      recovered: '1500.00',
      potentiallyRecoverable: '3000.00',
      // Only incident a may still be paid out: 1000.00 minus the 15 % fee.
      availableForPayout: '850.00',
      incidentCount: 3,
    });
    expect(summary.successRate).toBe(30);
    const byId = Object.fromEntries(summary.incidents.map((i: { incident: { id: number } }) => [i.incident.id, i]));
    expect(byId[a.id]).toMatchObject({ canRequestPayout: true, hasApplied: true, canApply: false });
    expect(byId[b.id]).toMatchObject({ canRequestPayout: false, canApply: false });
    expect(summary.tiles.reportsThisMonth).toBeGreaterThanOrEqual(3);
    expect(summary.tiles.platformsInDirectory).toBeGreaterThanOrEqual(2);
    expect(summary.tiles.closedWithFundsRecoveredPercent).toBeGreaterThan(0);
    expect(summary.tiles.closedWithFundsRecoveredPercent).toBeLessThan(100);
  });

  it('shows no success rate (not a made-up one) when nothing is on record', async () => {
    const victim = await createVictim(t.app);
    const summary = (await t.app.inject({ method: 'GET', url: '/api/dashboard', cookies: victim.cookies })).json();
    expect(summary.successRate).toBeNull();
    expect(summary.totals.totalLoss).toBe('0.00');
    expect(summary.incidents).toEqual([]);
  });
});
