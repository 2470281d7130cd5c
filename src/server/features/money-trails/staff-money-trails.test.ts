import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LinkedCase, MoneyTrailSummary, PlatformOverview, StaffMoneyTrail } from '@shared/money-trails/staff-schema';
import { observableKey } from '@shared/money-trails/observable-key';
import { auditLog, moneyTrails } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident, createPlatform, createStaff, createVictim } from '../../test/fixtures';

const t = testAppForSuite();
let caseworker: Awaited<ReturnType<typeof createStaff>>;
let victim: Awaited<ReturnType<typeof createVictim>>;
let first: { id: number };
let second: { id: number };
let third: { id: number };
let platformId: number;

beforeAll(async () => {
  [caseworker, victim] = await Promise.all([createStaff(t.app, { role: 'caseworker' }), createVictim(t.app)]);
  const platform = await createPlatform(t.app, { name: 'Harbour Coin' });
  platformId = platform.id;
  first = await createIncident(t.app, { victimEmail: victim.profile.email, platformId });
  second = await createIncident(t.app, { victimEmail: 'second@example.com', platformId });
  third = await createIncident(t.app, { victimEmail: 'third@example.com' });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: caseworker.headers, payload });

const trail = (values: object = {}) => ({
  incidentId: first.id,
  transactionType: 'transfer',
  amount: '1500.00',
  currency: 'USD',
  toAccount: 'DE89 3704 0044 0532 0130 00',
  transactionDate: '2026-03-02',
  ...values,
});

describe('money trails for staff', () => {
  it('records a trail with the spec defaults, audits it, and keeps a BTC amount exact to 8 places (D16)', async () => {
    const res = await call('POST', '/money-trails', trail({ amount: 1500 }));
    expect(res.statusCode).toBe(201);
    expect(res.json<StaffMoneyTrail>()).toMatchObject({ amount: '1500.00', currency: 'USD', status: 'pending', fromAccount: null });

    const btc = await call('POST', '/money-trails', trail({ amount: '0.00012345', currency: 'BTC', toAccount: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' }));
    expect(btc.json<StaffMoneyTrail>().amount).toBe('0.00012345');
    const [stored] = await t.app.db.select({ amount: sql<string>`${moneyTrails.amount}::text` }).from(moneyTrails).where(eq(moneyTrails.id, btc.json<StaffMoneyTrail>().id));
    expect(stored!.amount).toBe('0.00012345');
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'money_trail.created'));
    expect(audits).toHaveLength(2);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(moneyTrails))[0]!.n;
    const cases: [object, string][] = [
      [trail({ amount: '10.005' }), 'USD amounts have at most 2 decimal places'],
      [trail({ amount: 0.000000001, currency: 'BTC' }), 'Please enter the amount as a number, like 1500.00'],
      [trail({ amount: '0' }), 'The amount must be more than zero'],
      [trail({ toAccount: '  ' }), 'Please enter the account the money went to'],
      [trail({ transactionDate: '' }), 'Please enter the transaction date'],
      [trail({ transactionType: 'gift' }), 'Please choose the transaction type'],
      [trail({ currency: 'DOGE' }), 'Please choose a currency or crypto asset from the list'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/money-trails', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call('POST', '/money-trails', trail({ incidentId: 999_999 }))).statusCode).toBe(404);
    expect((await call('POST', '/money-trails', trail({ incidentId: 'FR-abc' }))).json().message).toBe('Please choose the incident');
    expect((await t.app.db.select({ n: sql<number>`count(*)::int` }).from(moneyTrails))[0]!.n).toBe(before);
  });

  it('takes any ISO currency and the crypto assets, each in its own places, and round-trips them (issue 28)', async () => {
    const created: number[] = [];
    for (const [currency, amount, answered] of [
      ['USDT', '1234.567891', '1234.567891'],
      ['JPY', '150000', '150000'],
      ['KWD', '12.345', '12.345'],
      ['GBP', '99.5', '99.50'],
    ] as const) {
      const res = await call('POST', '/money-trails', trail({ amount, currency, toAccount: `currency-${currency}` }));
      expect(res.statusCode, currency).toBe(201);
      const saved = res.json<StaffMoneyTrail>();
      expect([saved.currency, saved.amount]).toEqual([currency, answered]);
      const again = await call('PUT', `/money-trails/${saved.id}`, saved);
      expect(again.json<StaffMoneyTrail>().amount, currency).toBe(answered);
      created.push(saved.id);
    }
    const before = (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(moneyTrails))[0]!.n;
    for (const [currency, amount, message] of [
      ['JPY', '5.5', 'JPY amounts have no decimal places'],
      ['KWD', '1.2345', 'KWD amounts have at most 3 decimal places'],
      ['USDC', '0.0000001', 'USDC amounts have at most 6 decimal places'],
    ] as const) {
      const res = await call('POST', '/money-trails', trail({ amount, currency }));
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await t.app.db.select({ n: sql<number>`count(*)::int` }).from(moneyTrails))[0]!.n).toBe(before);
    // The database holds the same line for any writer that passes the API by.
    await expect(t.app.db.insert(moneyTrails).values({ incidentId: first.id, transactionType: 'transfer', amount: '5.5', currency: 'JPY', toAccount: 'x', transactionDate: new Date() })).rejects.toThrow();
    await expect(t.app.db.insert(moneyTrails).values({ incidentId: first.id, transactionType: 'transfer', amount: '5', currency: 'DOGE', toAccount: 'x', transactionDate: new Date() })).rejects.toThrow();
    for (const id of created) await call('DELETE', `/money-trails/${id}`);
  });

  it('takes the case by its reference as well as its number (issue 25)', async () => {
    for (const incidentId of [`FR-${String(first.id).padStart(6, '0')}`, `fr-${first.id}`, String(first.id)]) {
      const res = await call('POST', '/money-trails', trail({ incidentId, toAccount: `by-reference-${incidentId}` }));
      expect(res.statusCode, incidentId).toBe(201);
      expect(res.json<StaffMoneyTrail>().incidentId).toBe(first.id);
      // Gone again, so the other tests' totals stay theirs.
      expect((await call('DELETE', `/money-trails/${res.json<StaffMoneyTrail>().id}`)).statusCode).toBe(204);
    }
  });

  it('edits and deletes a trail, each audited; an unknown trail is 404', async () => {
    const created = (await call('POST', '/money-trails', trail({ toAccount: 'temporary-account-1' }))).json<StaffMoneyTrail>();
    const edited = await call('PUT', `/money-trails/${created.id}`, trail({ toAccount: 'temporary-account-1', status: 'suspicious', amount: '99.10', currency: 'EUR' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json<StaffMoneyTrail>()).toMatchObject({ status: 'suspicious', amount: '99.10', currency: 'EUR' });
    expect((await call('DELETE', `/money-trails/${created.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/money-trails/${created.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/money-trails/${created.id}`, trail())).statusCode).toBe(404);
    const actions = (await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, String(created.id)))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['money_trail.updated', 'money_trail.deleted']));
  });

  it('takes back a trail exactly as it answered it, its empty fields null, and keeps them empty', async () => {
    const created = (await call('POST', '/money-trails', trail({ toAccount: 'round-trip-account' }))).json<StaffMoneyTrail>();
    expect(created).toMatchObject({ fromAccount: null, description: null, blockchainTx: null });
    const saved = await call('PUT', `/money-trails/${created.id}`, { ...created, status: 'verified' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<StaffMoneyTrail>()).toMatchObject({ status: 'verified', fromAccount: null, description: null, blockchainTx: null, toAccount: 'round-trip-account' });
    await call('DELETE', `/money-trails/${created.id}`);
  });

  it('totals each currency on its own in the tiles', async () => {
    const summary = (await call('GET', `/money-trails/summary?incidentId=${first.id}`)).json<MoneyTrailSummary>();
    expect(summary.amounts).toEqual([
      { currency: 'BTC', amount: '0.00012345' },
      { currency: 'USD', amount: '1500.00' },
    ]);
    expect(summary).toMatchObject({ total: 2, suspicious: 0, recovered: 0 });
  });
});

describe('linked cases', () => {
  it('links a case sharing an account written differently, on either side of a transfer, and never a short value', async () => {
    await call('POST', '/money-trails', trail({ incidentId: second.id, fromAccount: 'de89-3704-0044-0532-0130-00', toAccount: 'cash' }));
    await call('POST', '/money-trails', trail({ incidentId: third.id, toAccount: 'unrelated account 42', fromAccount: 'cash' }));
    await call('POST', '/money-trails', trail({ incidentId: first.id, toAccount: 'cash' }));
    const linked = (await call('GET', `/incidents/${first.id}/linked`)).json<LinkedCase[]>();
    expect(linked).toEqual([{ incidentId: second.id, reference: `FR-${String(second.id).padStart(6, '0')}`, field: 'fromAccount', value: 'DE89370400440532013000' }]);
    expect((await call('GET', `/incidents/${third.id}/linked`)).json<LinkedCase[]>()).toEqual([]);
    expect((await call('GET', '/incidents/999999/linked')).statusCode).toBe(404);
  });

  it('unlinks when the shared trail is deleted', async () => {
    const shared = (await call('POST', '/money-trails', trail({ incidentId: third.id, blockchainTx: '0xABCDEF0123456789' }))).json<StaffMoneyTrail>();
    await call('POST', '/money-trails', trail({ incidentId: second.id, toAccount: 'elsewhere-123', blockchainTx: '0xabcdef0123456789' }));
    expect((await call('GET', `/incidents/${third.id}/linked`)).json<LinkedCase[]>().map((l) => l.incidentId)).toContain(second.id);
    await call('DELETE', `/money-trails/${shared.id}`);
    expect((await call('GET', `/incidents/${third.id}/linked`)).json<LinkedCase[]>()).toEqual([]);
  });

  it('keys in the database exactly as observableKey does in TypeScript', async () => {
    const values = ['DE89 3704-0044', 'bc1QXY2-kgdy', 'ab', '(removed)', '  a.b.c.d.e.f  ', 'ÄÖÜ-123456', 'x'.repeat(5), '0xABCdef'];
    for (const value of values) {
      const [row] = await t.app.db
        .insert(moneyTrails)
        .values({ incidentId: third.id, transactionType: 'transfer', amount: '1.00', toAccount: value, transactionDate: new Date() })
        .returning({ key: moneyTrails.toAccountKey, id: moneyTrails.id });
      expect(row!.key, value).toBe(observableKey(value));
      await t.app.db.delete(moneyTrails).where(eq(moneyTrails.id, row!.id));
    }
  });

  it("shows a platform's incidents and the accounts they share", async () => {
    const res = await call('GET', `/platforms/${platformId}`);
    expect(res.statusCode).toBe(200);
    const overview = res.json<PlatformOverview>();
    expect(overview).toMatchObject({ name: 'Harbour Coin', totalIncidents: 2 });
    expect(overview.sharedAccounts[0]).toMatchObject({ incidents: 2 });
    expect(overview.sharedAccounts[0]!.references.map((r) => r.id).sort()).toEqual([first.id, second.id].sort());
    expect((await call('GET', '/platforms/999999')).statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/incidents/${first.id}/linked`, cookies: victim.cookies });
    expect(res.statusCode).toBe(401);
  });
});
