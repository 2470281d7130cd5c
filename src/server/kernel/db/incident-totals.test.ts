// Migration 0005 keeps incident_totals exact with statement triggers on fraud_incidents; the
// incident tiles and the unsearched list totals read it instead of counting every incident.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IncidentListPage, IncidentSummary } from '@shared/incidents/staff-schema';
import { fraudIncidents } from './schema/index';
import { createIncident, createPlatform, createStaff } from '../../test/fixtures';
import { testAppForSuite } from '../../test/suite-app';

const t = testAppForSuite();
let headers: Record<string, string>;
let platformId: number;

beforeAll(async () => {
  headers = (await createStaff(t.app, { role: 'caseworker' })).headers;
  platformId = (await createPlatform(t.app)).id;
});

type Totals = { status: string; confirmed: boolean; incidents: number; loss: string }[];
const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Totals;

/** The kept totals beside a recount of the table itself, both without empty groups. */
async function keptAndCounted(): Promise<[Totals, Totals]> {
  const kept = await t.app.db.execute(sql`
    select status, confirmed, currency, incidents::int as incidents, loss::text as loss from incident_totals
    where incidents <> 0 or loss <> 0 order by status, confirmed, currency`);
  const counted = await t.app.db.execute(sql`
    select status, confirmed_at is not null as confirmed, currency, count(*)::int as incidents, sum(loss_amount)::numeric(24, 2)::text as loss
    from fraud_incidents group by 1, 2, 3 order by 1, 2, 3`);
  return [rowsOf(kept), rowsOf(counted)];
}

async function expectExact() {
  const [kept, counted] = await keptAndCounted();
  expect(kept).toEqual(counted);
}

const add = (values: Partial<typeof fraudIncidents.$inferInsert> = {}) =>
  createIncident(t.app, { victimEmail: 'totals@example.com', platformId, lossAmount: '100.25', ...values });

describe('incident_totals', () => {
  it('follows inserts, status and confirmation changes, loss changes, edits that change neither, and deletes', async () => {
    const a = await add({ status: 'open' });
    const b = await add({ status: 'resolved', lossAmount: '0.10', confirmedAt: null, confirmedVia: null });
    await t.app.db.insert(fraudIncidents).values([
      { platformId, victimEmail: 'bulk@example.com', incidentDate: '2026-01-01', lossAmount: '1.01', status: 'closed' },
      { platformId, victimEmail: 'bulk@example.com', incidentDate: '2026-01-01', lossAmount: '2.02', status: 'closed' },
    ]);
    await expectExact();

    await t.app.db.update(fraudIncidents).set({ status: 'under_investigation' }).where(sql`${fraudIncidents.id} = ${a.id}`);
    await expectExact();
    await t.app.db.update(fraudIncidents).set({ confirmedAt: new Date(), confirmedVia: 'staff' }).where(sql`${fraudIncidents.id} = ${b.id}`);
    await expectExact();
    await t.app.db.update(fraudIncidents).set({ lossAmount: '999.99' }).where(sql`${fraudIncidents.id} = ${a.id}`);
    await expectExact();
    await t.app.db.update(fraudIncidents).set({ description: 'only words changed' });
    await expectExact();
    // Issue 28: kept per currency; a case moving to another currency moves its loss with it.
    const c = await add({ currency: 'EUR', lossAmount: '7750.00' });
    await expectExact();
    await t.app.db.update(fraudIncidents).set({ currency: 'GBP' }).where(sql`${fraudIncidents.id} = ${c.id}`);
    await expectExact();
    await t.app.db.update(fraudIncidents).set({ status: 'open' }).where(sql`${fraudIncidents.victimEmail} = 'bulk@example.com'`);
    await expectExact();
    await t.app.db.delete(fraudIncidents).where(sql`${fraudIncidents.id} = ${b.id}`);
    await expectExact();
  });

  it('an insert rolled back leaves the totals as they were', async () => {
    const [before] = await keptAndCounted();
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.insert(fraudIncidents).values({ platformId, victimEmail: 'gone@example.com', incidentDate: '2026-01-01', lossAmount: '5.00' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const [after] = await keptAndCounted();
    expect(after).toEqual(before);
  });

  it('the tiles and the unsearched list totals read the kept totals', async () => {
    // Written behind the triggers' back: the answers can only come from incident_totals.
    await t.app.db.execute(sql`update incident_totals set incidents = incidents + 1000 where status = 'open' and confirmed and currency = 'USD'`);
    const summary = (await t.app.inject({ method: 'GET', url: '/api/admin/incidents/summary', headers })).json() as IncidentSummary;
    const [{ n: open }] = rowsOf(await t.app.db.execute(sql`select count(*)::int as n from fraud_incidents where status = 'open'`)) as unknown as [{ n: number }];
    expect(summary.open).toBe(open + 1000);
    const page = (await t.app.inject({ method: 'GET', url: '/api/admin/incidents?status=open', headers })).json() as IncidentListPage;
    expect(page.total).toBe(open + 1000);
    // A search counts the matching rows themselves.
    const searched = (await t.app.inject({ method: 'GET', url: '/api/admin/incidents?status=open&q=example.com', headers })).json() as IncidentListPage;
    expect(searched.total).toBe(open);
    await t.app.db.execute(sql`update incident_totals set incidents = incidents - 1000 where status = 'open' and confirmed and currency = 'USD'`);
    await expectExact();
  });

  it('a truncate empties them', async () => {
    await t.app.db.execute(sql`truncate fraud_incidents cascade`);
    const [kept] = await keptAndCounted();
    expect(kept).toEqual([]);
    const summary = (await t.app.inject({ method: 'GET', url: '/api/admin/incidents/summary', headers })).json() as IncidentSummary;
    expect(summary).toEqual({ open: 0, investigating: 0, resolved: 0, totalLoss: [], unconfirmed: 0 });
  });
});
