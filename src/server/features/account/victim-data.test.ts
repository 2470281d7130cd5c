import { eq, inArray, or, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { auditLog, documents, fraudIncidents, moneyTrails, payoutRequests } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { listStoredFiles } from '../../test/report-form';
import { findInDatabase, seedVictimEverywhere } from '../../test/victim-everywhere';

// Development without SMTP hands the verification link back, so the journey needs no mailbox.
const t = testAppForSuite({ env: { NODE_ENV: 'development' }, rateLimits: { applicationPerClient: { max: 1000, timeWindow: 60_000 } } });

describe('GET /api/me/export holds everything (D15)', () => {
  it('puts every personal value of every table in the archive, the full payout account details excepted', async () => {
    const { secrets, payoutAccount, inject } = await seedVictimEverywhere(t.app);
    // A second export also lists the first one in the activity log.
    expect((await inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(200);
    const res = await inject({ method: 'GET', url: '/api/me/export' });
    expect(res.statusCode).toBe(200);

    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const everything = Object.values(zip).map((bytes) => strFromU8(bytes, true)).join('\n');
    const missing = Object.entries(secrets).filter(([, value]) => !everything.includes(value)).map(([name]) => name);
    expect(missing).toEqual([]);
    expect(everything).not.toContain(payoutAccount);

    const read = (name: string) => JSON.parse(strFromU8(zip[name]!));
    expect(read('payout-requests.json')[0]).toMatchObject({ additionalInfo: `sort code ${secrets.sortCode}`, accountDetailsMasked: expect.stringMatching(/^•••• /) });
    expect(read('money-trails.json')[0]).toMatchObject({ fromAccount: secrets.fromAccount, toAccount: secrets.toAccount, amount: '1500.00' });
    expect(read('incidents.json')).toHaveLength(2);
    // "Notify me": the platform followed while signed in, and the request by e-mail not yet confirmed.
    expect(read('news-requests.json')).toEqual([
      expect.objectContaining({ kind: 'platform', confirmedAt: expect.any(String) }),
      expect.objectContaining({ kind: 'platform', confirmedAt: null }),
    ]);
    const activity = read('activity.json');
    expect(activity.map((row: { action: string }) => row.action)).toEqual(
      expect.arrayContaining(['victim.profile_created', 'payout.requested', 'victim.data_exported', 'incident.updated']),
    );
    // What staff did shows as what, to which record and when: not their address or recorded values.
    const staffRow = activity.find((row: { action: string }) => row.action === 'incident.updated');
    expect(staffRow).toEqual({ at: expect.any(String), action: 'incident.updated', record: { type: 'fraud_incident', id: expect.any(String) }, by: 'staff' });
    expect(strFromU8(zip['README.txt']!)).toContain('money-trails.json');
  });
});

describe('POST /api/me/delete leaves nothing (D15)', () => {
  it('removes every personal value from every table and every file, keeping the statistics', async () => {
    const { secrets, payoutAccount, inject, incident } = await seedVictimEverywhere(t.app);
    expect((await inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(200);
    const values = { ...secrets, payoutAccount: payoutAccount.slice(5) };
    // The scan finds them before, so it would find them after.
    expect((await findInDatabase(t.app, values)).length).toBeGreaterThan(5);
    const incidents = await t.app.db.select({ id: fraudIncidents.id }).from(fraudIncidents).where(sql`lower(${fraudIncidents.victimEmail}) = ${secrets.email}`);
    const incidentIds = incidents.map((row) => row.id);
    const storageKeys = (
      await t.app.db.select({ key: documents.storageKey }).from(documents).where(or(eq(documents.userEmail, secrets.email), inArray(documents.recoveryId, incidentIds)))
    ).map((row) => row.key);
    expect(storageKeys).toHaveLength(2);

    const res = await inject({ method: 'POST', url: '/api/me/delete', payload: { password: 'quiet-harbour-lantern-77', confirm: 'DELETE' } });
    expect(res.statusCode).toBe(200);

    expect(await findInDatabase(t.app, values)).toEqual([]);
    const stored = await listStoredFiles(t.dataDir);
    expect(storageKeys.filter((key) => stored.some((file) => file.endsWith(key.split('/').pop()!)))).toEqual([]);

    // The statistics stay: both incidents, the trail's type, amount and status, the payout amount.
    expect(await t.app.db.select().from(fraudIncidents).where(inArray(fraudIncidents.id, incidentIds))).toHaveLength(2);
    const [trail] = await t.app.db.select().from(moneyTrails).where(eq(moneyTrails.incidentId, incident.id));
    expect(trail).toMatchObject({ transactionType: 'wire', amount: '1500.00000000', currency: 'USD', status: 'pending', toAccount: '(removed)', fromAccount: null });
    const [erased] = await t.app.db.select({ financialData: fraudIncidents.financialData }).from(fraudIncidents).where(eq(fraudIncidents.id, incident.id));
    expect(erased?.financialData).toEqual({ totalLoss: '1500.00', recoveredAmount: '400.00', transactions: [{ type: '(removed)', amount: '1500.00', date: '2026-03-01' }] });
    const [payout] = await t.app.db.select().from(payoutRequests).where(eq(payoutRequests.incidentId, incident.id));
    expect(payout).toMatchObject({ amount: '340.00', additionalInfo: null });
    const kept = await t.app.db.select().from(auditLog).where(sql`${auditLog.entityType} = 'fraud_incident' and ${auditLog.entityId} = ${String(incident.id)}`);
    expect(kept).toMatchObject([{ action: 'incident.updated', actorLabel: 'caseworker', before: null, after: null, ip: null }]);
  });
});
