import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IncidentDetail } from '@shared/incidents/staff-schema';
import { auditLog, fraudIncidents, payoutRequests, recoveryApplications } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident, createStaff } from '../../test/fixtures';
import { postReport, reportForm, validReport } from '../../test/report-form';
import { readCsv } from '../../test/read-csv';

// Issue 28: a loss is in its own currency, from the report to the staff screens and the export.

const t = testAppForSuite();
let admin: Awaited<ReturnType<typeof createStaff>>;
const m = `cur${Date.now().toString(36)}`;

beforeAll(async () => {
  admin = await createStaff(t.app);
});

const countIncidents = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(fraudIncidents))[0]!.n;
const staffGet = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
const staffPut = (id: number, payload: object, version = 1) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/incidents/${id}`, headers: { ...admin.headers, 'if-match': `"${version}"` }, payload });

describe('a loss in its own currency', () => {
  it('stores, shows and exports a EUR loss as EUR, never as dollars', async () => {
    const victimEmail = `eur.${m}@example.com`;
    const res = await postReport(t.app, reportForm(validReport({ victimEmail, lossAmount: '7750', currency: 'EUR', platformName: `Euro ${m}` })));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().incident.id as number;
    const [stored] = await t.app.db.select().from(fraudIncidents).where(eq(fraudIncidents.id, id));
    expect(stored).toMatchObject({ lossAmount: '7750.00', currency: 'EUR' });

    const detail = (await staffGet(`/api/admin/incidents/${id}`)).json<IncidentDetail>();
    expect(detail.incident).toMatchObject({ lossAmount: '7750.00', currency: 'EUR' });

    const [header, ...rows] = readCsv((await staffGet(`/api/admin/export/incidents?q=${m}`)).body);
    const row = Object.fromEntries(header!.map((name, i) => [name, rows.find((r) => r[0] === String(id))![i]]));
    expect(row).toMatchObject({ 'Amount lost': '7750.00', Currency: 'EUR' });
  });

  it('takes USD when a report names no currency, as every report before currencies did', async () => {
    const res = await postReport(t.app, reportForm(validReport({ victimEmail: `usd.${m}@example.com` })));
    const [stored] = await t.app.db.select().from(fraudIncidents).where(eq(fraudIncidents.id, res.json().incident.id));
    expect(stored!.currency).toBe('USD');
  });

  it('refuses a currency that is not one, and more places than the currency has, with the reason, storing nothing', async () => {
    const before = await countIncidents();
    for (const [fields, message] of [
      [{ currency: 'EURO' }, 'Please choose a currency from the list'],
      [{ currency: 'BTC' }, 'Please choose a currency from the list'],
      [{ currency: 'JPY', lossAmount: '5000.50' }, 'JPY amounts have no decimal places'],
    ] as const) {
      const res = await postReport(t.app, reportForm(validReport({ victimEmail: `bad.${m}@example.com`, ...fields })));
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const staffMade = await t.app.inject({
      method: 'POST',
      url: '/api/admin/incidents',
      headers: admin.headers,
      payload: { platformName: `Yen ${m}`, victimEmail: `yen.${m}@example.com`, amount: '10.5', currency: 'JPY' },
    });
    expect([staffMade.statusCode, staffMade.json().message]).toEqual([400, 'JPY amounts have no decimal places']);
    expect(await countIncidents()).toBe(before);
  });

  it('lets staff record a case in another currency and change it while no payout was asked in the old one', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/incidents',
      headers: admin.headers,
      payload: { platformName: `Pound ${m}`, victimEmail: `gbp.${m}@example.com`, amount: '1200.00', currency: 'GBP' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().incident.id as number;
    expect(made.json().incident.currency).toBe('GBP');
    const basic = { victimEmail: `gbp.${m}@example.com`, lossAmount: '1200.00', incidentDate: '2026-03-01', status: 'open', description: '' };
    const changed = await staffPut(id, { ...basic, currency: 'EUR' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().incident.currency).toBe('EUR');

    // A yen case keeps its loss in whole yen even when the edit names no currency.
    const yen = await createIncident(t.app, { victimEmail: `yen2.${m}@example.com`, lossAmount: '150000', currency: 'JPY' });
    const refused = await staffPut(yen.id, { ...basic, victimEmail: `yen2.${m}@example.com`, lossAmount: '150000.50' });
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'JPY amounts have no decimal places']);
    const recovered = await staffPut(yen.id, { financialData: { totalLoss: '150000', recoveredAmount: '1001.5', transactions: [] } });
    expect([recovered.statusCode, recovered.json().message]).toEqual([400, 'JPY amounts have no decimal places']);

    await t.app.db.insert(payoutRequests).values({
      incidentId: id,
      userEmail: `gbp.${m}@example.com`,
      amount: '100.00',
      currency: 'EUR',
      payoutMethod: 'bank_transfer',
      accountDetailsEncrypted: 'x',
      accountDetailsHint: '•••• 0000',
    });
    const fixed = await staffPut(id, { ...basic, currency: 'USD' }, 2);
    expect([fixed.statusCode, fixed.json().code]).toEqual([409, 'CASE_CURRENCY_FIXED']);
    const [stored] = await t.app.db.select().from(fraudIncidents).where(eq(fraudIncidents.id, id));
    expect(stored!.currency).toBe('EUR');
  });

  it("audits a change of a case's currency like any other field, and refuses an unknown code or a record the new currency cannot hold, changing nothing", async () => {
    const victimEmail = `edit.${m}@example.com`;
    const incident = await createIncident(t.app, {
      victimEmail,
      lossAmount: '900.00',
      financialData: { totalLoss: '900.00', recoveredAmount: '120.50', transactions: [] },
    });
    const basic = { victimEmail, lossAmount: '900.00', incidentDate: '2026-03-01', status: 'open', description: '' };
    const stored = async () => (await t.app.db.select().from(fraudIncidents).where(eq(fraudIncidents.id, incident.id)))[0]!;
    const audits = () =>
      t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'fraud_incident'), eq(auditLog.entityId, String(incident.id)), eq(auditLog.action, 'incident.update.basic')));

    for (const [currency, message] of [
      ['EURO', 'Please choose a currency from the list'],
      ['eur', 'Please choose a currency from the list'],
      ['BTC', 'Please choose a currency from the list'],
      ['JPY', "The case's financial record has amounts that JPY cannot hold (too many decimal places). Correct the financial record first, then change the currency."],
    ] as const) {
      const refused = await staffPut(incident.id, { ...basic, lossAmount: currency === 'JPY' ? '900' : '900.00', currency });
      expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([400, 'VALIDATION_FAILED', message]);
    }
    expect(await stored()).toMatchObject({ currency: 'USD', lossAmount: '900.00', version: 1 });
    expect(await audits()).toEqual([]);

    const changed = await staffPut(incident.id, { ...basic, currency: 'EUR' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().incident).toMatchObject({ currency: 'EUR', lossAmount: '900.00', version: 2 });
    expect(await stored()).toMatchObject({ currency: 'EUR', version: 2 });
    const [audit, ...more] = await audits();
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ actorType: 'admin', actorId: String(admin.admin.id) });
    expect(audit!.before).toMatchObject({ currency: 'USD', lossAmount: '900.00' });
    expect(audit!.after).toMatchObject({ currency: 'EUR', lossAmount: '900.00' });
  });

  it('keeps an application’s loss in its currency', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recovery-applications',
      payload: {
        fullName: 'Greta Beispiel',
        email: `apply.${m}@example.com`,
        country: 'DE',
        platformName: 'Rhein Invest',
        fraudType: 'investment_scam',
        incidentDate: '2026-01-15',
        lossAmount: '7750.00',
        currency: 'EUR',
        incidentDescription: 'Paid into a fake trading platform',
        acceptTerms: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.app.db.select().from(recoveryApplications).where(eq(recoveryApplications.id, res.json().id));
    expect(stored).toMatchObject({ lossAmount: '7750.00', currency: 'EUR' });
    const [header, ...rows] = readCsv((await staffGet(`/api/admin/export/recovery-applications?q=apply.${m}`)).body);
    const row = Object.fromEntries(header!.map((name, i) => [name, rows[0]![i]]));
    expect(row).toMatchObject({ 'Amount lost': '7750.00', Currency: 'EUR' });
  });
});
