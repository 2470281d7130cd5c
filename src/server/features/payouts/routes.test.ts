import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { payoutRequests } from '../../kernel/db/schema/index';
import { setSettingValue } from '../settings/queries';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident, createVictim } from '../../test/fixtures';
import { decryptField, encryptField } from '../../kernel/crypto/field-cipher';

const t = testAppForSuite();

const ACCOUNT = 'IBAN GB33 BUKB 2020 1555 5555 55';

async function victimWithCase(recoveredAmount: string | null, lossAmount = '1000.00', currency = 'USD') {
  const victim = await createVictim(t.app);
  const incident = await createIncident(t.app, {
    victimEmail: victim.profile.email,
    lossAmount,
    currency,
    status: 'recovery_available',
    financialData: recoveredAmount === null ? null : { totalLoss: lossAmount, recoveredAmount, transactions: [] },
  });
  const request = (body: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payout-requests',
      cookies: victim.cookies,
      // Each case asks from an address of its own, so the file's requests stay within one client's hourly budget.
      remoteAddress: `10.20.${Math.floor(incident.id / 250) % 250}.${(incident.id % 250) + 1}`,
      payload: { incidentId: incident.id, payoutMethod: 'bank_transfer', accountDetails: ACCOUNT, ...body },
    });
  return { victim, incident, request };
}

describe('POST /api/payout-requests (D5)', () => {
  it('pays out recovered funds minus the fee, never an estimate', async () => {
    const { request } = await victimWithCase('400.00');
    const res = await request({ amount: '999999.00' });
    expect(res.statusCode).toBe(201);
    // 400.00 recovered, 15 % fee on recovered funds = 60.00, 340.00 to pay out; the body's amount is ignored.
    expect(res.json()).toMatchObject({ amount: '340.00', status: 'pending', payoutMethod: 'bank_transfer', accountDetailsMasked: '•••• 5555' });
    expect(res.body).not.toContain('BUKB');
  });

  it('masks to the account itself, never to the placeholder letters of a bank code after it', async () => {
    const { request } = await victimWithCase('400.00');
    const res = await request({ accountDetails: 'IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX' });
    expect(res.statusCode).toBe(201);
    expect(res.json().accountDetailsMasked).toBe('•••• 3000');
  });

  it('pays out in the case’s currency, in its own minor units, and refuses another currency (issue 28)', async () => {
    const euros = await victimWithCase('1000.00', '7750.00', 'EUR');
    const refused = await euros.request({ currency: 'USD' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PAYOUT_CURRENCY_MISMATCH',
      message: 'This case is in EUR, so its payout is in EUR too. Please ask for the payout in EUR.',
    });
    expect(await t.app.db.select().from(payoutRequests).where(eq(payoutRequests.incidentId, euros.incident.id))).toEqual([]);
    const paid = await euros.request({ currency: 'EUR' });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ amount: '850.00', currency: 'EUR' });

    // 15 % of 1001 yen is 150.15: the fee is 150 yen, never a fraction of one.
    const yen = await victimWithCase('1001', '150000', 'JPY');
    const res = await yen.request();
    expect(res.json()).toMatchObject({ amount: '851', currency: 'JPY' });
  });

  it('follows the fee setting', async () => {
    await setSettingValue(t.app.db, 'contingency_fee_percent', '10');
    try {
      const { request } = await victimWithCase('250.55');
      expect((await request()).json().amount).toBe('225.50');
    } finally {
      await setSettingValue(t.app.db, 'contingency_fee_percent', '15');
    }
  });

  it('offers only the payout methods the Payment settings name, and says so in the case details', async () => {
    await setSettingValue(t.app.db, 'payout_methods', 'paypal');
    await setSettingValue(t.app.db, 'payout_processing_time', 'about 5 business days');
    try {
      const { request, incident, victim } = await victimWithCase('400.00');
      const details = await t.app.inject({ method: 'GET', url: `/api/recovery-details/${incident.id}`, cookies: victim.cookies });
      expect(details.json().payoutOptions).toEqual({ methods: ['paypal'], processingTime: 'about 5 business days' });
      const refused = await request({ payoutMethod: 'bank_transfer' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('This payout method is not offered. Please choose another.');
      expect(await t.app.db.select().from(payoutRequests).where(eq(payoutRequests.incidentId, incident.id))).toHaveLength(0);
      expect((await request({ payoutMethod: 'paypal' })).statusCode).toBe(201);
    } finally {
      await setSettingValue(t.app.db, 'payout_methods', 'bank_transfer,paypal,check');
      await setSettingValue(t.app.db, 'payout_processing_time', '');
    }
  });

  it.each([[null], ['0'], ['0.00']])('refuses when nothing is recovered (%s), storing nothing', async (recovered) => {
    const { request, incident } = await victimWithCase(recovered);
    const res = await request();
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No recovered funds are recorded on this case yet, so there is nothing to pay out.');
    expect(await t.app.db.select().from(payoutRequests).where(eq(payoutRequests.incidentId, incident.id))).toHaveLength(0);
  });

  it('refuses a second request while one is pending or approved, and allows one after a rejection', async () => {
    const { request, incident } = await victimWithCase('400.00');
    expect((await request()).statusCode).toBe(201);
    const again = await request();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A payout request for this case is already being processed.');

    await t.app.db.update(payoutRequests).set({ status: 'approved' }).where(eq(payoutRequests.incidentId, incident.id));
    expect((await request()).statusCode).toBe(409);
    await t.app.db.update(payoutRequests).set({ status: 'rejected' }).where(eq(payoutRequests.incidentId, incident.id));
    expect((await request()).statusCode).toBe(201);
  });

  it('takes what was paid or approved off what is available, on the case page, the dashboard and a new request', async () => {
    const { request, incident, victim } = await victimWithCase('3000.00', '5000.00');
    const settlementOf = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/recovery-details/${incident.id}`, cookies: victim.cookies })).json();
    const dashboardOf = async () => (await t.app.inject({ method: 'GET', url: '/api/dashboard', cookies: victim.cookies })).json();
    expect((await request()).json().amount).toBe('2550.00');
    await t.app.db.update(payoutRequests).set({ status: 'paid' }).where(eq(payoutRequests.incidentId, incident.id));

    const paid = await settlementOf();
    expect(paid.settlement).toMatchObject({ recovered: '3000.00', fee: '450.00', paidOrApproved: '2550.00', availableForPayout: '0.00' });
    expect(paid.canRequestPayout).toBe(false);
    const dashboard = await dashboardOf();
    expect(dashboard.totals.byCurrency).toMatchObject([{ currency: 'USD', availableForPayout: '0.00' }]);
    expect(dashboard.incidents[0]).toMatchObject({ canRequestPayout: false, settlement: { availableForPayout: '0.00' } });

    const again = await request();
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'Everything recovered on this case so far has already been approved or paid out, so there is nothing more to pay out.',
    );
    expect(await t.app.db.select().from(payoutRequests).where(eq(payoutRequests.incidentId, incident.id))).toHaveLength(1);

    // More money recovered later: only the new part, less its fee, can be asked for.
    await t.app.db.execute(
      sql`update fraud_incidents set financial_data = jsonb_set(financial_data, '{recoveredAmount}', '"4000.00"') where id = ${incident.id}`,
    );
    expect((await settlementOf()).settlement.availableForPayout).toBe('850.00');
    const more = await request();
    expect(more.statusCode).toBe(201);
    expect(more.json().amount).toBe('850.00');
  });

  it('lets exactly one of two simultaneous requests through', async () => {
    const { request, incident } = await victimWithCase('400.00');
    const results = await Promise.all([request(), request(), request()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const open = await t.app.db.select().from(payoutRequests).where(eq(payoutRequests.incidentId, incident.id));
    expect(open).toHaveLength(1);
  });

  it('keeps the account details encrypted at rest', async () => {
    const { request, incident } = await victimWithCase('400.00');
    await request();
    const [row] = await t.app.db.select().from(payoutRequests).where(eq(payoutRequests.incidentId, incident.id));
    expect(row!.accountDetailsEncrypted).not.toContain('BUKB');
    expect(row!.accountDetailsEncrypted).not.toContain('5555');
    expect(row!.accountDetailsEncrypted.startsWith('v1:')).toBe(true);
    expect(decryptField(t.config.dataEncryptionKey, row!.accountDetailsEncrypted)).toBe(ACCOUNT);
    const raw = await t.app.db.execute(sql`select account_details_encrypted from payout_requests where id = ${row!.id}`);
    expect(JSON.stringify(raw)).not.toContain('GB33');
  });

  it('keeps the additional information encrypted at rest and gives it back in the export', async () => {
    const { request, incident, victim } = await victimWithCase('400.00');
    expect((await request({ additionalInfo: 'sort code 12-34-56' })).statusCode).toBe(201);
    const [row] = await t.app.db.select().from(payoutRequests).where(eq(payoutRequests.incidentId, incident.id));
    expect(row!.additionalInfo!.startsWith('v1:')).toBe(true);
    const raw = await t.app.db.execute(sql`select additional_info from payout_requests where id = ${row!.id}`);
    expect(JSON.stringify(raw)).not.toContain('12-34-56');

    const exported = await t.app.inject({ method: 'GET', url: '/api/me/export', cookies: victim.cookies });
    const [payout] = JSON.parse(strFromU8(unzipSync(new Uint8Array(exported.rawPayload))['payout-requests.json']!));
    expect(payout).toMatchObject({ additionalInfo: 'sort code 12-34-56', accountDetailsMasked: '•••• 5555' });
  });

  it.each([
    [{ payoutMethod: 'gift_card' }, 'Please choose a payout method'],
    [{ accountDetails: '' }, 'Please enter your account details'],
  ])('validates %o', async (change, message) => {
    const { request } = await victimWithCase('400.00');
    const res = await request(change);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('lists only my requests, masked', async () => {
    const { request, victim } = await victimWithCase('400.00');
    await request();
    const list = await t.app.inject({ method: 'GET', url: '/api/payout-requests', cookies: victim.cookies });
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0].accountDetailsMasked).toBe('•••• 5555');
    expect(list.body).not.toContain('v1:');
  });
});

describe('account-details cipher', () => {
  const key = Buffer.alloc(32, 3);
  it('round-trips and uses a fresh nonce each time', () => {
    const a = encryptField(key, 'secret 1234');
    const b = encryptField(key, 'secret 1234');
    expect(a).not.toBe(b);
    expect(decryptField(key, a)).toBe('secret 1234');
  });
  it('detects tampering and a wrong key', () => {
    const stored = encryptField(key, 'secret 1234');
    const tampered = `${stored.slice(0, -2)}${stored.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => decryptField(key, tampered)).toThrow();
    expect(() => decryptField(Buffer.alloc(32, 4), stored)).toThrow();
  });
});
