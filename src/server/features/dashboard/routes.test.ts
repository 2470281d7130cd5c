import { describe, expect, it } from 'vitest';
import { payoutRequests, recoveryApplications } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident, createPlatform, createVictim } from '../../test/fixtures';

const t = testAppForSuite();

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
      byCurrency: [
        {
          currency: 'USD',
          totalLoss: '5000.00',
          recovered: '1500.00',
          // Only incident a's status says recovery help exists; b and c are resolved.
          lossWithRecoveryHelp: '3000.00',
          // Only incident a may still be paid out: 1000.00 minus the 15 % fee.
          availableForPayout: '850.00',
          successRate: 30,
        },
      ],
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

  it('offers Apply only where the case status allows it, as the search card and the case page do', async () => {
    const victim = await createVictim(t.app);
    const email = victim.profile.email;
    // The platform-wide flag says yes; the case's own status decides (shared/incidents/case-rules).
    const platform = await createPlatform(t.app, { name: 'Dash Rules', recoveryAvailable: true });
    const offPlatform = await createPlatform(t.app, { name: 'Dash Rules Off', recoveryAvailable: false });
    const statuses = ['open', 'under_review', 'under_investigation', 'recovery_available', 'resolved', 'closed'] as const;
    const ids: Record<string, number> = {};
    for (const status of statuses) {
      const incident = await createIncident(t.app, { victimEmail: email, platformId: platform.id, status, lossAmount: '100.00' });
      ids[status] = incident.id;
    }
    const elsewhere = await createIncident(t.app, { victimEmail: email, platformId: offPlatform.id, status: 'recovery_available', lossAmount: '50.00' });

    const summary = (await t.app.inject({ method: 'GET', url: '/api/dashboard', cookies: victim.cookies })).json();
    const canApply = Object.fromEntries(summary.incidents.map((i: { incident: { id: number }; canApply: boolean }) => [i.incident.id, i.canApply]));
    for (const status of statuses) expect(canApply[ids[status]!], status).toBe(status === 'recovery_available');
    expect(canApply[elsewhere.id]).toBe(true);
    expect(summary.totals.byCurrency[0].lossWithRecoveryHelp).toBe('150.00');

    for (const [status, id] of Object.entries(ids)) {
      const details = (await t.app.inject({ method: 'GET', url: `/api/recovery-details/${id}`, cookies: victim.cookies })).json();
      expect(details.canApply, status).toBe(canApply[id]);
    }
  });

  it('shows no success rate (not a made-up one) when nothing is on record', async () => {
    const victim = await createVictim(t.app);
    const summary = (await t.app.inject({ method: 'GET', url: '/api/dashboard', cookies: victim.cookies })).json();
    expect(summary.successRate).toBeNull();
    expect(summary.totals.byCurrency).toEqual([]);
    expect(summary.incidents).toEqual([]);
  });

  it('gives one figure per currency, never adding euros to dollars (issue 28)', async () => {
    const victim = await createVictim(t.app);
    const email = victim.profile.email;
    await createIncident(t.app, { victimEmail: email, status: 'recovery_available', lossAmount: '7750.00', currency: 'EUR', financialData: { totalLoss: '7750.00', recoveredAmount: '1000.00', transactions: [] } });
    await createIncident(t.app, { victimEmail: email, lossAmount: '10000.00' });
    await createIncident(t.app, { victimEmail: email, lossAmount: '2000.00' });
    const summary = (await t.app.inject({ method: 'GET', url: '/api/dashboard', cookies: victim.cookies })).json();
    expect(summary.totals.byCurrency).toEqual([
      { currency: 'USD', totalLoss: '12000.00', recovered: '0.00', lossWithRecoveryHelp: '0.00', availableForPayout: '0.00', successRate: 0 },
      { currency: 'EUR', totalLoss: '7750.00', recovered: '1000.00', lossWithRecoveryHelp: '7750.00', availableForPayout: '850.00', successRate: 12.9 },
    ]);
    // A rate over both would divide euros by dollars: each currency has its own.
    expect(summary.successRate).toBeNull();
    const eur = summary.incidents.find((i: { incident: { currency: string } }) => i.incident.currency === 'EUR');
    expect(eur.settlement).toMatchObject({ currency: 'EUR', availableForPayout: '850.00' });
  });
});
