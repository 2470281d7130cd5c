import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../kernel/db/client';
import { fraudIncidents, platforms } from '../../../kernel/db/schema/index';
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
  const incident = (platformId: number, websiteUrl: string | null, victimEmail: string, confirmed = true) => ({
    platformId, websiteUrl, victimEmail, incidentDate: '2025-03-01', lossAmount: '100.00',
    ...(confirmed ? { confirmedAt: new Date(), confirmedVia: 'email_link' as const } : {}),
  });
  await db.insert(fraudIncidents).values([
    incident(quick!.id, null, 'one@example.net'),
    incident(quick!.id, null, 'ONE@example.net'),
    incident(market!.id, 'http://quickprofit-fx.com', 'two@example.net'),
    incident(market!.id, 'https://notquickprofit-fx.com', 'three@example.net'),
    incident(none!.id, 'https://pay.quickprofit-fx.com/deposit', 'four@example.net'),
    // Planted with other people's addresses and never confirmed: they count for nothing (D18).
    incident(quick!.id, null, 'planted-1@example.net', false),
    incident(quick!.id, null, 'planted-2@example.net', false),
  ]);
}, 60_000);
afterAll(() => database.close(), 60_000);

describe('user reports signal', () => {
  it('matches stored websites by registrable domain, not by substring', () => {
    expect(storedWebsiteMatches('https://Shop.QuickProfit-FX.com/x', 'quickprofit-fx.com')).toBe(true);
    expect(storedWebsiteMatches('notquickprofit-fx.com', 'quickprofit-fx.com')).toBe(false);
    expect(storedWebsiteMatches(null, 'quickprofit-fx.com')).toBe(false);
  });

  it('counts the different addresses of confirmed reports naming the domain as platform website or incident website', async () => {
    // One address twice through the platform's website, one through an incident URL on another
    // platform, one through a subdomain; "notquickprofit-fx.com" and unconfirmed reports do not count.
    expect(await countUserReports(database.db, 'quickprofit-fx.com')).toEqual({ reporters: 3 });
    expect(await countUserReports(database.db, 'example.org')).toEqual({ reporters: 2 });
    expect(await countUserReports(database.db, 'unreported.example.com')).toEqual({ reporters: 0 });
  });
});
