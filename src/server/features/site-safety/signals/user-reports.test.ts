import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { fraudIncidents, platforms } from '../../../db/schema/index';
import { openTestDatabase } from '../../../test/database';
import { countUserReports, storedWebsiteMatches } from './user-reports';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const [quick, market, none] = await db
    .insert(platforms)
    .values([
      { name: 'QuickProfit FX', website: 'https://www.quickprofit-fx.com/invest' },
      { name: 'Marketplace', website: 'market.example.org' },
      { name: 'No website' },
    ])
    .returning({ id: platforms.id });
  const incident = (platformId: number, websiteUrl: string | null) => ({
    platformId, websiteUrl, victimEmail: 'victim@example.net', incidentDate: '2025-03-01', lossAmount: '100.00',
  });
  await db.insert(fraudIncidents).values([
    incident(quick!.id, null),
    incident(quick!.id, null),
    incident(market!.id, 'http://quickprofit-fx.com'),
    incident(market!.id, 'https://notquickprofit-fx.com'),
    incident(none!.id, 'https://pay.quickprofit-fx.com/deposit'),
  ]);
}, 60_000);
afterAll(() => database.close(), 60_000);

describe('user reports signal', () => {
  it('matches stored websites by registrable domain, not by substring', () => {
    expect(storedWebsiteMatches('https://Shop.QuickProfit-FX.com/x', 'quickprofit-fx.com')).toBe(true);
    expect(storedWebsiteMatches('notquickprofit-fx.com', 'quickprofit-fx.com')).toBe(false);
    expect(storedWebsiteMatches(null, 'quickprofit-fx.com')).toBe(false);
  });

  it("counts incidents naming the domain as platform website or incident website", async () => {
    // Two through the platform's website, one through an incident URL on another platform, one
    // through a subdomain; the "notquickprofit-fx.com" incident does not count.
    expect(await countUserReports(database.db, 'quickprofit-fx.com')).toEqual({ count: 4 });
    expect(await countUserReports(database.db, 'example.org')).toEqual({ count: 2 });
    expect(await countUserReports(database.db, 'unreported.example.com')).toEqual({ count: 0 });
  });
});
