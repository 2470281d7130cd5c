import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILTER_COUNT_CAP, type IncidentListPage } from '@shared/incidents/staff-schema';
import { caseStaff, type fraudIncidents } from '../../kernel/db/schema/index';
import { createIncident, createPlatform, createStaff } from '../../test/fixtures';
import { testAppForSuite } from '../../test/suite-app';

// Issue 25: the incidents list shows each case's owner and filters by owner (a staff member, mine,
// nobody yet), fraud type, reported dates and amount lost; the export takes the same filters.

const t = testAppForSuite();
let admin: Awaited<ReturnType<typeof createStaff>>;
let robin: Awaited<ReturnType<typeof createStaff>>;
// Every case of this file is on one platform, so a search for it keeps the file's rows only.
const platformName = `Filterwave ${Date.now().toString(36)}`;
const ids: Record<'robinsCrypto' | 'adminsRomance' | 'nobodysBig' | 'nobodysOld', number> = {} as never;

beforeAll(async () => {
  [admin, robin] = await Promise.all([createStaff(t.app), createStaff(t.app, { role: 'caseworker' })]);
  const platform = await createPlatform(t.app, { name: platformName });
  const make = (values: Partial<typeof fraudIncidents.$inferInsert>) =>
    createIncident(t.app, { victimEmail: 'filters@example.org', platformId: platform.id, ...values });
  const [robinsCrypto, adminsRomance, nobodysBig, nobodysOld] = await Promise.all([
    make({ fraudType: 'cryptocurrency_fraud', lossAmount: '1200.00', createdAt: new Date('2026-10-05T09:00:00Z') }),
    make({ fraudType: 'romance_scam', lossAmount: '300.50', createdAt: new Date('2026-10-20T23:30:00Z') }),
    make({ fraudType: 'cryptocurrency_fraud', lossAmount: '48000.00', createdAt: new Date('2026-11-02T00:00:00Z') }),
    make({ fraudType: 'phishing', lossAmount: '999.99', createdAt: new Date('2026-01-15T12:00:00Z') }),
  ]);
  Object.assign(ids, { robinsCrypto: robinsCrypto.id, adminsRomance: adminsRomance.id, nobodysBig: nobodysBig.id, nobodysOld: nobodysOld.id });
  await t.app.db.insert(caseStaff).values([
    { incidentId: robinsCrypto.id, adminUserId: robin.admin.id, isOwner: true, confirmedAt: new Date() },
    { incidentId: adminsRomance.id, adminUserId: admin.admin.id, isOwner: true, confirmedAt: new Date() },
    // On the case, not its owner: the case still counts as nobody's.
    { incidentId: nobodysBig.id, adminUserId: robin.admin.id, isOwner: false, confirmedAt: new Date() },
  ]);
});

const list = async (filters: string, who = admin) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/incidents?q=${encodeURIComponent(platformName)}&${filters}`, headers: who.headers });
  return res;
};
const idsOf = async (filters: string, who = admin) => {
  const res = await list(filters, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<IncidentListPage>().items.map((row) => row.incident.id).sort((a, b) => a - b);
};
const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

describe('the incidents list by owner and filters (issue 25)', () => {
  it("shows each case's owner, and nobody for a case without one", async () => {
    const page = (await list('')).json<IncidentListPage>();
    const ownerOf = new Map(page.items.map((row) => [row.incident.id, row.owner]));
    expect(ownerOf.get(ids.robinsCrypto)).toEqual({ id: robin.admin.id, displayName: robin.admin.displayName });
    expect(ownerOf.get(ids.adminsRomance)?.id).toBe(admin.admin.id);
    expect(ownerOf.get(ids.nobodysBig)).toBeNull();
    expect(ownerOf.get(ids.nobodysOld)).toBeNull();
  });

  it("filters by a staff member, by 'me' (whoever asks) and by nobody yet", async () => {
    expect(await idsOf(`owner=${robin.admin.id}`)).toEqual([ids.robinsCrypto]);
    expect(await idsOf('owner=me')).toEqual([ids.adminsRomance]);
    expect(await idsOf('owner=me', robin)).toEqual([ids.robinsCrypto]);
    expect(await idsOf('owner=unassigned')).toEqual(sorted(ids.nobodysBig, ids.nobodysOld));
  });

  it('filters by fraud type, reported days (both ends included, in UTC) and amount lost (both ends included)', async () => {
    expect(await idsOf('fraudType=cryptocurrency_fraud')).toEqual(sorted(ids.robinsCrypto, ids.nobodysBig));
    expect(await idsOf('reportedFrom=2026-10-05&reportedTo=2026-10-20')).toEqual(sorted(ids.robinsCrypto, ids.adminsRomance));
    expect(await idsOf('reportedFrom=2026-10-21')).toEqual([ids.nobodysBig]);
    expect(await idsOf('reportedTo=2026-01-15')).toEqual([ids.nobodysOld]);
    expect(await idsOf('minLoss=999.99&maxLoss=1200')).toEqual(sorted(ids.robinsCrypto, ids.nobodysOld));
    expect(await idsOf('minLoss=48000.01')).toEqual([]);
    // Together, and with the status and the search.
    expect(await idsOf('owner=unassigned&fraudType=cryptocurrency_fraud&minLoss=1000&status=open')).toEqual([ids.nobodysBig]);
  });

  it('counts a filtered list exactly up to its cap, and pages it', async () => {
    const page = (await list('owner=unassigned&pageSize=1')).json<IncidentListPage>();
    expect(page.total).toBe(2);
    expect(page.totalIsLowerBound).toBeUndefined();
    expect(page.items).toHaveLength(1);
    const second = (await list('owner=unassigned&pageSize=1&page=2')).json<IncidentListPage>();
    expect(second.items.map((row) => row.incident.id)).not.toEqual(page.items.map((row) => row.incident.id));
    expect(FILTER_COUNT_CAP).toBeGreaterThan(2);
  });

  it('refuses a filter it cannot read with a clear message, and no rows', async () => {
    for (const [filters, message] of [
      ['owner=somebody', "Owner is a staff member's id, me or unassigned"],
      ['fraudType=tax_fraud', 'Choose a fraud type from the list'],
      ['reportedFrom=2026-02-30', 'That date does not exist'],
      ['reportedFrom=05/10/2026', 'Write the date as YYYY-MM-DD'],
      ['reportedFrom=2026-10-20&reportedTo=2026-10-05', 'The last day comes before the first'],
      ['minLoss=ten', 'Please enter a valid amount'],
      ['minLoss=500&maxLoss=100', 'The largest amount is below the smallest'],
    ] as const) {
      const res = await list(filters);
      expect(res.statusCode, filters).toBe(400);
      expect(res.json<{ message: string }>().message, filters).toContain(message);
    }
  });

  it('exports the rows the filters keep, and a caseworker only those of their own cases', async () => {
    const exported = async (filters: string, who = admin) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/export/incidents?q=${encodeURIComponent(platformName)}&${filters}&format=json`,
        headers: who.headers,
        remoteAddress: `10.9.0.${who === admin ? 1 : 2}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: number }[]>().map((row) => Number(row.id)).sort((a, b) => a - b);
    };
    expect(await exported('fraudType=cryptocurrency_fraud&owner=unassigned')).toEqual([ids.nobodysBig]);
    expect(await exported('owner=me', robin)).toEqual([ids.robinsCrypto]);
    // The case robin is on but does not own is one of theirs (D17), and nobody owns it.
    const robinsOwn = await t.app.db.select().from(caseStaff).where(eq(caseStaff.adminUserId, robin.admin.id));
    expect(robinsOwn).toHaveLength(2);
    expect(await exported('owner=unassigned', robin)).toEqual([ids.nobodysBig]);
  });
});
