import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { KnownScam } from '@shared/site-safety/schema';
import { fraudIncidents, platforms, reportRetention, scamSiteDecisions } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { createVictim } from '../../test/fixtures';
import { postReport, reportForm, validReport } from '../../test/report-form';
import { countUserReports } from './signals/user-reports';

// Issue 22 §6, after review: D18's "two different addresses" must be two people. One mailbox under
// tagged addresses, or one sender under two mailboxes, must not list a site; and what the reporter
// types (the incident's date) must not decide which sites the public sees first.

const HOUR = 60 * 60 * 1000;
const today = () => new Date().toISOString().slice(0, 10);

const t = testAppForSuite();

const publicList = async () => (await t.app.inject({ method: 'GET', url: '/api/known-scams' })).json<KnownScam[]>();

type Report = { email: string; clientKey?: string; confirmedAt?: Date; incidentDate?: string };

/** Confirmed reports naming `website`; a report with a clientKey was sent unconfirmed by that sender. */
async function reportsOf(website: string, reports: Report[]) {
  const [platform] = await t.app.db.insert(platforms).values({ name: `Platform ${website}`, website: `https://${website}` }).returning({ id: platforms.id });
  const rows = await t.app.db
    .insert(fraudIncidents)
    .values(
      reports.map((r) => ({
        platformId: platform!.id,
        victimEmail: r.email,
        incidentDate: r.incidentDate ?? '2025-02-01',
        lossAmount: '300.00',
        fraudType: 'fake_online_store' as const,
        confirmedAt: r.confirmedAt ?? new Date(),
        confirmedVia: r.clientKey ? ('email_link' as const) : ('signed_in' as const),
      })),
    )
    .returning({ id: fraudIncidents.id });
  const sent = rows.flatMap((row, i) => (reports[i]!.clientKey ? [{ incidentId: row.id, clientKey: reports[i]!.clientKey! }] : []));
  if (sent.length > 0) await t.app.db.insert(reportRetention).values(sent);
}

describe('the known-scam list counts people, not spellings of one mailbox', () => {
  it('does not list a site reported by one Gmail mailbox under tagged, dotted and googlemail addresses', async () => {
    await reportsOf('tagged-shop-one.com', [{ email: 'me+1@gmail.com' }, { email: 'me+2@gmail.com' }, { email: 'M.e@googlemail.com' }]);
    expect(await countUserReports(t.app.db, 'tagged-shop-one.com')).toEqual({ reporters: 1 });
    expect((await publicList()).some((s) => s.url === 'tagged-shop-one.com')).toBe(false);
  });

  it('counts two mailboxes that sent their reports from one client as one person', async () => {
    await reportsOf('one-sender-shop.com', [
      { email: 'first@example.org', clientKey: 'sender-a' },
      { email: 'second@example.net', clientKey: 'sender-a' },
    ]);
    await reportsOf('two-sender-shop.com', [
      { email: 'first@example.org', clientKey: 'sender-b' },
      { email: 'second@example.net', clientKey: 'sender-c' },
    ]);
    expect(await countUserReports(t.app.db, 'one-sender-shop.com')).toEqual({ reporters: 1 });
    expect(await countUserReports(t.app.db, 'two-sender-shop.com')).toEqual({ reporters: 2 });
    const list = await publicList();
    expect(list.some((s) => s.url === 'one-sender-shop.com')).toBe(false);
    expect(list.find((s) => s.url === 'two-sender-shop.com')).toMatchObject({ basis: 'reports', reporters: 2, reports: 2 });
  });

  it('counts two reports sent through the form from one client address once, whichever mailboxes confirm them', async () => {
    const ids: number[] = [];
    for (const victimEmail of ['alice@example.org', 'bob@example.net']) {
      const res = await postReport(t.app, reportForm(validReport({ victimEmail, platformName: 'Same Sender Shop', websiteUrl: 'https://same-sender-shop.com' })), '203.0.113.77');
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().incident.id);
    }
    await t.app.db.update(fraudIncidents).set({ confirmedAt: new Date(), confirmedVia: 'email_link' }).where(inArray(fraudIncidents.id, ids));
    expect(await countUserReports(t.app.db, 'same-sender-shop.com')).toEqual({ reporters: 1 });
    expect((await publicList()).some((s) => s.url === 'same-sender-shop.com')).toBe(false);
  });

  it('does not let a signed-in victim list a site with two tagged accounts of one mailbox', async () => {
    for (const email of ['victim+a@gmail.com', 'victim+b@gmail.com']) {
      const victim = await createVictim(t.app, email);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/report-incident',
        payload: reportForm(validReport({ victimEmail: email, platformName: 'Tagged Accounts Shop', websiteUrl: 'https://tagged-accounts-shop.com' })),
        cookies: victim.cookies,
      });
      expect(res.json().confirmation, res.body).toBe('confirmed');
    }
    expect(await countUserReports(t.app.db, 'tagged-accounts-shop.com')).toEqual({ reporters: 1 });
    expect((await publicList()).some((s) => s.url === 'tagged-accounts-shop.com')).toBe(false);
  });
});

describe('the order of the public list', () => {
  it('puts staff-listed sites first, then reported sites by when they were confirmed, whatever incident date reporters typed', async () => {
    await t.app.db.insert(scamSiteDecisions).values({
      domain: 'staff-listed-long-ago.com', listed: true, scamType: 'fake_online_store', reason: 'Takes payment and never delivers', decidedBy: 'staff-test',
      decidedAt: new Date(Date.now() - 400 * 24 * HOUR),
    });
    // A real entry: two people, confirmed an hour ago, about a fraud in early 2025.
    await reportsOf('real-reported-shop.com', [
      { email: 'real-one@example.org', clientKey: 'real-1', confirmedAt: new Date(Date.now() - HOUR), incidentDate: '2025-01-05' },
      { email: 'real-two@example.org', clientKey: 'real-2', confirmedAt: new Date(Date.now() - HOUR), incidentDate: '2025-01-06' },
    ]);
    // Fifty entries confirmed two days ago, each dated today by its reporters.
    for (let i = 0; i < 50; i += 1) {
      await reportsOf(`dated-today-${i}.com`, [
        { email: `p${i}a@example.org`, clientKey: `flood-${i}-a`, confirmedAt: new Date(Date.now() - 48 * HOUR), incidentDate: today() },
        { email: `p${i}b@example.org`, clientKey: `flood-${i}-b`, confirmedAt: new Date(Date.now() - 48 * HOUR), incidentDate: today() },
      ]);
    }
    const list = await publicList();
    expect(list).toHaveLength(50);
    expect(list[0]).toMatchObject({ url: 'staff-listed-long-ago.com', basis: 'staff' });
    const real = list.findIndex((s) => s.url === 'real-reported-shop.com');
    expect(real).toBeGreaterThan(0);
    // Every reported site confirmed later comes before it; none dated today by a reporter does.
    expect(list.slice(real + 1).every((s) => s.url.startsWith('dated-today-'))).toBe(true);
    // The day shown is the confirmation's, not the one the reporters typed.
    expect(list[real]!.reportedDate).toBe(new Date(Date.now() - HOUR).toISOString().slice(0, 10));
  });
});
