import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffMoneyTrail, StaffMoneyTrailPage } from '@shared/money-trails/staff-schema';
import { moneyTrails } from '../../kernel/db/schema/index';
import { appWithPeople } from '../../test/suite-app';
import { insertInOrder, staffListReader } from '../../test/staff-list';
import { createIncident, createPlatform } from '../../test/fixtures';

const t = appWithPeople();
let incidentA: { id: number };
let incidentA2: { id: number };
let incidentB: { id: number };
const rows: (typeof moneyTrails.$inferSelect)[] = [];

beforeAll(async () => {
  incidentA = await createIncident(t.app, { victimEmail: t.victim.profile.email });
  incidentA2 = await createIncident(t.app, { victimEmail: t.victim.profile.email.toUpperCase() });
  incidentB = await createIncident(t.app, { victimEmail: 'someone-else@example.com' });
  const base = Date.parse('2026-04-01T10:00:00Z');
  const values: Omit<typeof moneyTrails.$inferInsert, 'transactionDate'>[] = [
    { incidentId: incidentA.id, transactionType: 'transfer', amount: '1500.25', currency: 'USD', fromAccount: 'GB29 NWBK 6016 1331 9268 19', toAccount: 'CoinVault hot wallet', status: 'pending', description: 'First deposit' },
    { incidentId: incidentA.id, transactionType: 'withdrawal', amount: '0.50000000', currency: 'BTC', fromAccount: null, toAccount: 'bc1qscammer', status: 'suspicious', blockchainTx: 'f4184fc596403b9d' },
    { incidentId: incidentA2.id, transactionType: 'payment', amount: '99999999999.99', currency: 'EUR', fromAccount: 'acct_100%', toAccount: 'Mule account', status: 'verified' },
    { incidentId: incidentB.id, transactionType: 'deposit', amount: '10.00', currency: 'USD', fromAccount: 'DE89 3704', toAccount: 'Recovered to victim', status: 'recovered' },
  ];
  rows.push(...(await insertInOrder(t.app.db, moneyTrails, values.map((value, i) => ({ ...value, transactionDate: new Date(base + i * 86_400_000) })))));
});

const { list, ids } = staffListReader(t, '/api/admin/money-trails', (m: StaffMoneyTrail) => m.id);
const sorted = (...values: number[]) => values.sort((a, b) => a - b);

describe('GET /api/admin/money-trails', () => {
  it('answers a page, newest transaction first, with the total of all matches', async () => {
    const page = (await list('pageSize=2')).json<StaffMoneyTrailPage>();
    expect(page.total).toBe(4);
    expect(page.items.map((m) => m.id)).toEqual([rows[3]!.id, rows[2]!.id]);
    expect(await ids('pageSize=2&page=2')).toEqual([rows[1]!.id, rows[0]!.id]);
    expect(await ids('sort=oldest&pageSize=1')).toEqual([rows[0]!.id]);
  });

  it('answers the spec entity with the reference, the amount as an exact decimal string', async () => {
    const items = (await list()).json<StaffMoneyTrailPage>().items;
    expect(items.find((m) => m.id === rows[1]!.id)).toEqual<StaffMoneyTrail>({
      id: rows[1]!.id,
      incidentId: incidentA.id,
      reference: `FR-${String(incidentA.id).padStart(6, '0')}`,
      transactionType: 'withdrawal',
      amount: '0.50000000',
      currency: 'BTC',
      fromAccount: null,
      toAccount: 'bc1qscammer',
      transactionDate: rows[1]!.transactionDate.toISOString(),
      description: null,
      status: 'suspicious',
      blockchainTx: 'f4184fc596403b9d',
      createdAt: rows[1]!.createdAt.toISOString(),
      updatedAt: rows[1]!.updatedAt.toISOString(),
    });
    expect(items.find((m) => m.id === rows[2]!.id)!.amount).toBe('99999999999.99');
    expect(items.find((m) => m.id === rows[0]!.id)!.amount).toBe('1500.25');
  });

  it('filters by each status', async () => {
    expect(await ids('status=pending')).toEqual([rows[0]!.id]);
    expect(await ids('status=verified')).toEqual([rows[2]!.id]);
    expect(await ids('status=suspicious')).toEqual([rows[1]!.id]);
    expect(await ids('status=recovered')).toEqual([rows[3]!.id]);
    expect((await list('status=lost')).statusCode).toBe(400);
  });

  it("filters by the victim's e-mail, any case, and by incident", async () => {
    const email = encodeURIComponent(t.victim.profile.email.toUpperCase());
    expect(sorted(...(await ids(`email=${email}`)))).toEqual(sorted(rows[0]!.id, rows[1]!.id, rows[2]!.id));
    expect(await ids(`email=${email}&incidentId=${incidentA2.id}`)).toEqual([rows[2]!.id]);
    expect(await ids(`incidentId=${incidentB.id}`)).toEqual([rows[3]!.id]);
    // A case by its reference as well as its number (issue 25).
    expect(await ids(`incidentId=FR-${String(incidentB.id).padStart(6, '0')}`)).toEqual([rows[3]!.id]);
    expect(await ids(`incidentId=fr-${incidentB.id}`)).toEqual([rows[3]!.id]);
    expect((await list('incidentId=FR-abc')).statusCode).toBe(400);
    expect(await ids(`email=${encodeURIComponent('nobody@example.com')}`)).toEqual([]);
    // A cleared filter box filters nothing; a wrong value is refused.
    expect((await list('email=&incidentId=')).json<StaffMoneyTrailPage>().total).toBe(4);
    expect((await list('email=not-an-email')).statusCode).toBe(400);
    expect((await list('incidentId=0')).statusCode).toBe(400);
  });

  it('searches type, to-account, from-account and the incident reference, with % and _ taken literally', async () => {
    expect(await ids('q=WITHDRAW')).toEqual([rows[1]!.id]);
    expect(await ids('q=mule')).toEqual([rows[2]!.id]);
    expect(await ids('q=NWBK')).toEqual([rows[0]!.id]);
    expect(sorted(...(await ids(`q=FR-${String(incidentA.id).padStart(6, '0')}`)))).toEqual(sorted(rows[0]!.id, rows[1]!.id));
    expect(await ids(`q=fr-${incidentB.id}`)).toEqual([rows[3]!.id]);
    expect(await ids(`q=${encodeURIComponent('%')}`)).toEqual([rows[2]!.id]);
    expect(await ids('q=_')).toEqual([rows[2]!.id]);
    expect(await ids('q=wallet&status=recovered')).toEqual([]);
  });

  it('is for any staff role, not for victims or strangers', async () => {
    expect((await list('', t.caseworker.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/money-trails', cookies: t.victim.cookies })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/money-trails' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/platforms/:id', () => {
  it('names the loss of each of its incidents in its own currency, so euros are never read as dollars (issue 28)', async () => {
    const platform = await createPlatform(t.app);
    const euros = await createIncident(t.app, { victimEmail: t.victim.profile.email, platformId: platform.id, lossAmount: '7750.00', currency: 'EUR' });
    const dollars = await createIncident(t.app, { victimEmail: 'another.victim@example.com', platformId: platform.id, lossAmount: '120.00' });
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/platforms/${platform.id}`, headers: t.caseworker.headers });
    expect(res.statusCode).toBe(200);
    const incidents = (res.json().incidents as { id: number; lossAmount: string; currency: string }[]).map(({ id, lossAmount, currency }) => ({ id, lossAmount, currency }));
    expect(incidents.sort((a, b) => a.id - b.id)).toEqual([
      { id: euros.id, lossAmount: '7750.00', currency: 'EUR' },
      { id: dollars.id, lossAmount: '120.00', currency: 'USD' },
    ]);
  });
});
