import { and, eq } from 'drizzle-orm';
import { formatCaseReference } from '@shared/format/case-reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseWatches, MyWatch, PlatformWatchResponse, WatchStopList } from '@shared/watches/schema';
import { auditLog, mailOutbox, moneyTrails, watchers, watches, watchNews } from '../../kernel/db/schema/index';
import { createTestAppWithSmtp } from '../../test/app';
import { createIncident, createPlatform, createStaff, createVictim } from '../../test/fixtures';
import { outboxSettled } from '../../test/outbox';
import { reportForm, validReport } from '../../test/report-form';
import { linkIn, type ReceivedMail } from '../../test/smtp';
import { withTestApp } from '../../test/suite-app';
import { publishedPlatforms } from '../site-safety/platform-pages';
import { DIGEST_INTERVAL_MS, sendWatchDigests } from './send-watch-digests';
import { watchStopToken } from './stop-token';

// "Notify me" (issue 27, D30): a victim asks to be told when a new confirmed report by someone else names
// what their case names; a visitor asks about a platform with a public page, by e-mail, confirmed
// first (D18). The digest goes at most once a day, says only that there is news (D19), and stops
// in one click without signing in.

let t: Awaited<ReturnType<typeof createTestAppWithSmtp>>;
let admin: Awaited<ReturnType<typeof createStaff>>;
let caseworker: Awaited<ReturnType<typeof createStaff>>;
let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
const IBAN = 'DE89 3704 0044 0532 0130 00';

beforeAll(async () => {
  t = await createTestAppWithSmtp();
  [admin, caseworker] = await Promise.all([createStaff(t.app), createStaff(t.app, { role: 'caseworker' })]);
});
afterAll(() => t.close());

/** A platform with a public page (D28: confirmed reports from two different people), and its slug. */
async function publishedPlatform(website = `${unique('harbour-')}.com`) {
  const platform = await createPlatform(t.app, { name: unique('Harbour Coins '), website });
  for (const who of ['first', 'second']) await createIncident(t.app, { platformId: platform.id, victimEmail: `${unique(who)}@reporters.example` });
  const slug = await publishedPlatforms(t.app.db).slugOf(platform.id);
  expect(slug).not.toBeNull();
  return { ...platform, slug: slug! };
}

/** A signed-in victim with a confirmed case on the platform: its website, a checked IBAN, and trails that do not count. */
async function victimWithCase(platform: { id: number; website: string | null }) {
  const victim = await createVictim(t.app, `${unique('victim-')}@example.com`);
  const incident = await createIncident(t.app, { platformId: platform.id, victimEmail: victim.profile.email, websiteUrl: `https://login.${platform.website}/account?email=${victim.profile.email}` });
  const trail = (toAccount: string, status: 'pending' | 'verified' | 'suspicious' | 'recovered') =>
    ({ incidentId: incident.id, transactionType: 'transfer', amount: '900.00', currency: 'USD', toAccount, transactionDate: new Date('2026-03-01T10:00:00Z'), status }) as const;
  await t.app.db.insert(moneyTrails).values([
    trail(IBAN, 'verified'),
    // Not checked yet, money coming back, and free text: none of them is offered.
    trail('0x52908400098527886E0F7030069857D2E4169EE7', 'pending'),
    trail('GB29 NWBK 6016 1331 9268 19', 'recovered'),
    trail('Mule account 12345678 (J. Smith)', 'suspicious'),
  ]);
  return { ...victim, incident };
}

const asVictim = (victim: { cookies: Record<string, string> }) => ({ cookies: victim.cookies });
const caseWatches = async (victim: { cookies: Record<string, string> }, incidentId: number) =>
  t.app.inject({ method: 'GET', url: `/api/recovery-cases/${incidentId}/watches`, ...asVictim(victim) });
const follow = (victim: { cookies: Record<string, string> }, incidentId: number, keys: string[]) =>
  t.app.inject({ method: 'POST', url: `/api/recovery-cases/${incidentId}/watches`, payload: { keys }, ...asVictim(victim) });

const digestClock = { now: Date.now() };
/** The hourly pass, at the test's own time (the app's injectable clock: operations read deps.clock). */
async function runDigest(at: number) {
  digestClock.now = at;
  const result = await sendWatchDigests({ db: t.app.db, jobs: t.app.jobs, config: t.app.config, clock: () => new Date(digestClock.now), pages: publishedPlatforms(t.app.db) });
  await outboxSettled(t.app);
  return result;
}

const newsMailsTo = (email: string) => t.smtp.received.filter((mail) => mail.to.includes(email) && /There is news/.test(mail.raw));
const header = (mail: ReceivedMail, name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(mail.raw)?.[1]?.trim();

/** A stranger's report made without signing in, confirmed through its mailed link. */
async function reportAndConfirm(fields: Record<string, string>) {
  const email = fields.victimEmail!;
  const reported = await t.app.inject({ method: 'POST', url: '/api/report-incident', payload: reportForm(validReport(fields)), remoteAddress: `10.7.${counter % 250}.${++counter % 250}` });
  expect(reported.statusCode).toBe(201);
  const id = reported.json<{ incident: { id: number } }>().incident.id;
  const mail = await t.smtp.nextMailTo(email);
  return {
    id,
    confirm: async () => {
      const token = new URL(linkIn(mail, /https:\/\/haven\.test\/confirm-report\?token=\S+/)).searchParams.get('token')!;
      expect((await t.app.inject({ method: 'POST', url: `/api/report-confirmations/${token}` })).statusCode).toBe(200);
    },
  };
}

const newsOf = (watchId: number) => t.app.db.select().from(watchNews).where(eq(watchNews.watchId, watchId));

describe('a victim follows what their own case names', () => {
  it('offers the platform, the website and the accounts staff checked, and follows the ones chosen', async () => {
    const platform = await publishedPlatform();
    const victim = await victimWithCase(platform);
    const before = await caseWatches(victim, victim.incident.id);
    expect(before.statusCode).toBe(200);
    const options = before.json<CaseWatches>().options;
    expect(options.map((o) => [o.key, o.label])).toEqual([
      ['platform', platform.name],
      ['website', platform.website],
      ['account:iban:DE89370400440532013000', 'IBAN DE89 3704 0044 0532 0130 00'],
    ]);
    expect(options.every((o) => o.watchId === null && o.news === 0)).toBe(true);
    expect(options[0]!.platformSlug).toBe(platform.slug);

    const followed = await follow(victim, victim.incident.id, ['platform', 'account:iban:DE89370400440532013000']);
    expect(followed.statusCode).toBe(200);
    const after = followed.json<CaseWatches>().options;
    expect(after.filter((o) => o.watchId !== null).map((o) => o.key)).toEqual(['platform', 'account:iban:DE89370400440532013000']);
    // Asking again changes nothing; a key the case does not name is refused.
    expect((await follow(victim, victim.incident.id, ['platform'])).json<CaseWatches>().options.filter((o) => o.watchId !== null)).toHaveLength(2);
    const refused = await follow(victim, victim.incident.id, ['account:iban:GB29NWBK60161331926819']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('VALIDATION_FAILED');

    const mine = await t.app.inject({ method: 'GET', url: '/api/watches', ...asVictim(victim) });
    expect(mine.json<{ watches: MyWatch[] }>().watches.map((w) => [w.kind, w.label, w.incidentId])).toEqual([
      ['platform', platform.name, victim.incident.id],
      ['account', 'IBAN DE89 3704 0044 0532 0130 00', victim.incident.id],
    ]);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'watch.started'));
    expect(audit.filter((row) => row.actorId === String(victim.profile.id))).toHaveLength(2);
  });

  it('never offers a well-known site: fraud "on" it says where it happened, not who did it', async () => {
    const platform = await publishedPlatform();
    const victim = await createVictim(t.app, `${unique('victim-')}@example.com`);
    const incident = await createIncident(t.app, { platformId: platform.id, victimEmail: victim.profile.email, websiteUrl: 'https://www.facebook.com/marketplace/item/1' });
    const options = (await caseWatches(victim, incident.id)).json<CaseWatches>().options;
    expect(options.map((o) => o.key)).toEqual(['platform']);
  });

  it('lets a victim see and stop only their own watches (D8)', async () => {
    const platform = await publishedPlatform();
    const owner = await victimWithCase(platform);
    const other = await createVictim(t.app, `${unique('other-')}@example.com`);
    const [watch] = (await follow(owner, owner.incident.id, ['platform'])).json<CaseWatches>().options;

    for (const response of [await caseWatches(other, owner.incident.id), await follow(other, owner.incident.id, ['platform'])]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('INCIDENT_NOT_FOUND');
    }
    const stopByOther = await t.app.inject({ method: 'DELETE', url: `/api/watches/${watch!.watchId}`, ...asVictim(other) });
    expect(stopByOther.statusCode).toBe(404);
    expect(stopByOther.json().code).toBe('WATCH_NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: '/api/watches', ...asVictim(other) })).json()).toEqual({ watches: [] });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/watches/${watch!.watchId}`, ...asVictim(owner) })).statusCode).toBe(200);
    expect((await caseWatches(owner, owner.incident.id)).json<CaseWatches>().options[0]!.watchId).toBeNull();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/watches/${watch!.watchId}`, ...asVictim(owner) })).statusCode).toBe(404);
    // Staff do not follow cases: these are a victim's own.
    expect((await t.app.inject({ method: 'GET', url: '/api/watches', headers: admin.headers })).statusCode).toBe(401);
  });
});

describe('news comes only from confirmed reports by someone else (D18)', () => {
  it('writes news when a report is confirmed by its link, by staff, made by staff or made signed in, and never for the watcher’s own', async () => {
    const platform = await publishedPlatform();
    const victim = await victimWithCase(platform);
    const [watch] = (await follow(victim, victim.incident.id, ['platform', 'website'])).json<CaseWatches>().options;
    const platformWatch = watch!.watchId!;

    // Unconfirmed, it is nobody's word yet.
    const stranger = await reportAndConfirm({ victimEmail: `${unique('stranger-')}@example.org`, platformName: platform.name, websiteUrl: `https://${platform.website}` });
    expect(await newsOf(platformWatch)).toEqual([]);
    await stranger.confirm();
    expect((await newsOf(platformWatch)).map((n) => n.incidentId)).toEqual([stranger.id]);

    // Staff confirm a waiting report.
    const waiting = await createIncident(t.app, { platformId: platform.id, victimEmail: `${unique('waiting-')}@example.org`, confirmedAt: null, confirmedVia: null });
    expect((await newsOf(platformWatch)).map((n) => n.incidentId)).not.toContain(waiting.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/incidents/${waiting.id}/confirm`, headers: admin.headers })).statusCode).toBe(200);
    expect((await newsOf(platformWatch)).map((n) => n.incidentId)).toContain(waiting.id);

    // Staff record a case (confirmed at once).
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/incidents',
      headers: admin.headers,
      payload: { platformName: platform.name, victimEmail: `${unique('phoned-')}@example.org`, amount: '300.00', status: 'open' },
    });
    expect(made.statusCode).toBe(201);
    expect(await newsOf(platformWatch)).toHaveLength(3);

    // Another victim's own report while signed in.
    const neighbour = await createVictim(t.app, `${unique('neighbour-')}@example.com`);
    const signedInReport = await t.app.inject({ method: 'POST', url: '/api/report-incident', cookies: neighbour.cookies, payload: reportForm(validReport({ victimEmail: neighbour.profile.email, platformName: platform.name })) });
    expect(signedInReport.statusCode).toBe(201);
    expect(await newsOf(platformWatch)).toHaveLength(4);

    // The watcher's own reports, signed in or from a +tag of their address: never news for them.
    const own = await t.app.inject({ method: 'POST', url: '/api/report-incident', cookies: victim.cookies, payload: reportForm(validReport({ victimEmail: victim.profile.email, platformName: platform.name })) });
    expect(own.statusCode).toBe(201);
    const [local, domain] = victim.profile.email.split('@');
    const tagged = await createIncident(t.app, { platformId: platform.id, victimEmail: `${local}+again@${domain}`, confirmedAt: null, confirmedVia: null });
    await t.app.inject({ method: 'POST', url: `/api/admin/incidents/${tagged.id}/confirm`, headers: admin.headers });
    expect(await newsOf(platformWatch)).toHaveLength(4);

    // The website watch heard of the stranger's report, which named the same site.
    const websiteWatch = (await caseWatches(victim, victim.incident.id)).json<CaseWatches>().options.find((o) => o.key === 'website')!;
    expect(websiteWatch.news).toBe(1);
    const platformOption = (await caseWatches(victim, victim.incident.id)).json<CaseWatches>().options.find((o) => o.key === 'platform')!;
    expect(platformOption.news).toBe(4);
  });

  it('writes account news when staff record and check the same account on another confirmed case', async () => {
    const platform = await publishedPlatform();
    const victim = await victimWithCase(platform);
    const options = (await follow(victim, victim.incident.id, ['account:iban:DE89370400440532013000'])).json<CaseWatches>().options;
    const accountWatch = options.find((o) => o.kind === 'account')!.watchId!;
    const elsewhere = await createIncident(t.app, { victimEmail: `${unique('elsewhere-')}@example.org` });
    const trail = { incidentId: elsewhere.id, transactionType: 'transfer', amount: '120.00', currency: 'EUR', toAccount: 'de89-3704-0044-0532-0130-00', transactionDate: '2026-04-02', status: 'pending' };
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/money-trails', headers: caseworker.headers, payload: trail });
    expect(created.statusCode).toBe(201);
    // Pending: not checked yet, so nobody hears of it.
    expect(await newsOf(accountWatch)).toEqual([]);
    const checked = await t.app.inject({ method: 'PUT', url: `/api/admin/money-trails/${created.json<{ id: number }>().id}`, headers: caseworker.headers, payload: { ...trail, status: 'suspicious' } });
    expect(checked.statusCode).toBe(200);
    expect((await newsOf(accountWatch)).map((n) => n.incidentId)).toEqual([elsewhere.id]);
    // The same account on the watcher's own case again is not news.
    await t.app.inject({ method: 'POST', url: '/api/admin/money-trails', headers: caseworker.headers, payload: { ...trail, incidentId: victim.incident.id, status: 'verified' } });
    expect(await newsOf(accountWatch)).toHaveLength(1);
  });
});

describe('the digest', () => {
  it('goes at most once a day, says only that there is news, and never carries the new report’s data (D19)', async () => {
    const platform = await publishedPlatform();
    const victim = await victimWithCase(platform);
    await follow(victim, victim.incident.id, ['platform', 'account:iban:DE89370400440532013000']);
    const start = Date.now();
    await runDigest(start);
    expect(newsMailsTo(victim.profile.email)).toEqual([]);

    const reporter = `${unique('newreporter-')}@example.org`;
    const secretWords = unique('marigoldsecret');
    const report = await reportAndConfirm({ victimEmail: reporter, platformName: platform.name, lossAmount: '4321.99', description: `They took it all, ${secretWords}.` });
    await report.confirm();
    await runDigest(start + 60_000);
    const [mail, ...more] = newsMailsTo(victim.profile.email);
    expect(more).toEqual([]);
    expect(header(mail!, 'Subject')).toBe(`There is news about ${platform.name}`);
    expect(mail!.text).toContain(`https://haven.test/platforms/${platform.slug}`);
    // Nothing of the new report: not who made it, what it says, how much, its reference; nor the account.
    for (const leak of [reporter, secretWords, '4321', formatCaseReference(report.id), 'DE89']) expect(mail!.text).not.toContain(leak);
    expect(header(mail!, 'List-Unsubscribe')).toMatch(/^<https:\/\/haven\.test\/api\/watch-stops\/\d+\.[A-Za-z0-9_-]{32}>$/);
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toMatch(/https:\/\/haven\.test\/stop-news\/\d+\.[A-Za-z0-9_-]{32}/);

    // More news within the day waits for the next day's mail.
    const elsewhere = await createIncident(t.app, { victimEmail: `${unique('later-')}@example.org` });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/money-trails',
      headers: admin.headers,
      payload: { incidentId: elsewhere.id, transactionType: 'transfer', amount: '50.00', currency: 'EUR', toAccount: IBAN, transactionDate: '2026-04-02', status: 'verified' },
    });
    await runDigest(start + 60_000 + 60 * 60_000);
    await runDigest(start + 60_000 + DIGEST_INTERVAL_MS - 60_000);
    expect(newsMailsTo(victim.profile.email)).toHaveLength(1);
    await runDigest(start + 60_000 + DIGEST_INTERVAL_MS);
    const second = newsMailsTo(victim.profile.email)[1]!;
    expect(header(second, 'Subject')).toBe(`There is news about an account named in your case ${formatCaseReference(victim.incident.id)}`);
    expect(second.text).toContain(`https://haven.test/incident-details/${victim.incident.id}#news-watch`);
    expect(second.text).not.toContain('DE89');
    expect(second.text).not.toContain(IBAN);
    // Nothing left to tell: no third mail.
    await runDigest(start + 60_000 + 3 * DIGEST_INTERVAL_MS);
    expect(newsMailsTo(victim.profile.email)).toHaveLength(2);
  });
});

describe('asking by e-mail from a platform’s page', () => {
  it('sends nothing but the confirmation until the link is used, then the news', async () => {
    const platform = await publishedPlatform();
    const email = `${unique('visitor-')}@example.net`;
    const asked = await t.app.inject({ method: 'POST', url: `/api/platforms/${platform.slug}/watch`, payload: { email: email.toUpperCase() }, remoteAddress: '10.8.0.1' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<PlatformWatchResponse>()).toEqual({ status: 'email_sent' });
    const confirmation = await t.smtp.nextMailTo(email);
    expect(header(confirmation, 'Subject')).toBe(`Please confirm: news about ${platform.name}`);
    const token = new URL(linkIn(confirmation, /https:\/\/haven\.test\/confirm-news\?token=\S+/)).searchParams.get('token')!;

    // News before the confirmation reaches nobody.
    const early = await reportAndConfirm({ victimEmail: `${unique('early-')}@example.org`, platformName: platform.name });
    await early.confirm();
    await runDigest(Date.now());
    expect(newsMailsTo(email)).toEqual([]);

    expect((await t.app.inject({ method: 'GET', url: `/api/watch-confirmations/${token}` })).json()).toEqual({ valid: true, platformName: platform.name });
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/watch-confirmations/${token}` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ platformName: platform.name, platformSlug: platform.slug });
    const again = await t.app.inject({ method: 'POST', url: `/api/watch-confirmations/${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('LINK_INVALID');
    expect((await t.app.inject({ method: 'GET', url: `/api/watch-confirmations/${token}` })).json()).toEqual({ valid: false });

    // Asking again with a confirmed address answers the same and mails nothing.
    const repeat = await t.app.inject({ method: 'POST', url: `/api/platforms/${platform.slug}/watch`, payload: { email }, remoteAddress: '10.8.0.2' });
    expect(repeat.json()).toEqual({ status: 'email_sent' });
    expect(await t.app.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'watch_confirmation'), eq(mailOutbox.recipient, email)))).toHaveLength(1);

    const later = await reportAndConfirm({ victimEmail: `${unique('later-')}@example.org`, platformName: platform.name });
    await later.confirm();
    await runDigest(Date.now() + 60_000);
    const [news] = newsMailsTo(email);
    expect(news!.text).toContain(`https://haven.test/platforms/${platform.slug}`);
    expect(news!.text).not.toContain('once you sign in');
  });

  it('answers a platform without a public page exactly as an unknown address (D28)', async () => {
    const lonely = await createPlatform(t.app, { name: unique('Lonely Coins ') });
    await createIncident(t.app, { platformId: lonely.id, victimEmail: `${unique('only-')}@example.org` });
    const lonelySlug = lonely.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const answers = await Promise.all(
      [lonelySlug, 'no-such-platform-anywhere'].map((slug) => t.app.inject({ method: 'POST', url: `/api/platforms/${slug}/watch`, payload: { email: 'someone@example.net' }, remoteAddress: '10.8.1.1' })),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('PLATFORM_PAGE_NOT_FOUND');
    }
    expect(answers[0]!.body).toBe(answers[1]!.body);
  });

  it('follows at once for a signed-in victim asking with their own address', async () => {
    const platform = await publishedPlatform();
    const victim = await createVictim(t.app, `${unique('reader-')}@example.com`);
    const asked = await t.app.inject({ method: 'POST', url: `/api/platforms/${platform.slug}/watch`, payload: {}, cookies: victim.cookies });
    expect(asked.json()).toEqual({ status: 'watching' });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/watches', cookies: victim.cookies })).json<{ watches: MyWatch[] }>().watches;
    expect(mine.map((w) => [w.label, w.platformSlug, w.caseReference])).toEqual([[platform.name, platform.slug, null]]);
    // Without a session an address is required.
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/platforms/${platform.slug}/watch`, payload: {}, remoteAddress: '10.8.2.1' });
    expect(anonymous.statusCode).toBe(400);
  });
});

describe('stopping', () => {
  it('stops everything in one click without signing in, and saying it twice changes nothing', async () => {
    const platform = await publishedPlatform();
    const victim = await victimWithCase(platform);
    await follow(victim, victim.incident.id, ['platform', 'website']);
    const [watcher] = await t.app.db.select().from(watchers).where(eq(watchers.userId, victim.profile.id));
    const path = `/api/watch-stops/${watchStopToken(t.app.config.sessionSecret, watcher!.id)}`;

    // A link scanner's GET stops nothing.
    const look = await t.app.inject({ method: 'GET', url: path });
    expect(look.statusCode).toBe(303);
    expect(look.headers.location).toMatch(/^\/stop-news\/\d+\./);
    const listed = (await t.app.inject({ method: 'GET', url: `${path}/watches` })).json<WatchStopList>();
    expect(listed.watches.map((w) => w.label)).toEqual([platform.name, platform.website]);

    const oneClick = { method: 'POST' as const, url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' };
    expect((await t.app.inject(oneClick)).statusCode).toBe(200);
    expect(await t.app.db.select().from(watches).where(eq(watches.watcherId, watcher!.id))).toEqual([]);
    expect((await t.app.inject(oneClick)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${path}/watches` })).json()).toEqual({ watches: [] });

    // A signature this server did not make stops nothing.
    const forged = await t.app.inject({ method: 'POST', url: `/api/watch-stops/${watcher!.id}.${'A'.repeat(32)}` });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().code).toBe('UNSUBSCRIBE_LINK_INVALID');
  });

  it('stops one watch from the page, and only the link’s own watcher’s', async () => {
    const platform = await publishedPlatform();
    const victim = await victimWithCase(platform);
    const other = await victimWithCase(platform);
    const mine = (await follow(victim, victim.incident.id, ['platform', 'account:iban:DE89370400440532013000'])).json<CaseWatches>().options;
    const theirs = (await follow(other, other.incident.id, ['platform'])).json<CaseWatches>().options;
    const [watcher] = await t.app.db.select().from(watchers).where(eq(watchers.userId, victim.profile.id));
    const token = watchStopToken(t.app.config.sessionSecret, watcher!.id);

    // Off the owner's case page an account shows only its kind and last four characters.
    expect((await t.app.inject({ method: 'GET', url: `/api/watch-stops/${token}/watches` })).json<WatchStopList>().watches.map((w) => w.label)).toEqual([
      platform.name,
      'IBAN ending 3000',
    ]);
    const accountWatch = mine.find((o) => o.kind === 'account')!.watchId!;
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ method: 'POST', url: `/api/watch-stops/${token}/watches/${accountWatch}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/watch-stops/${token}/watches/${theirs[0]!.watchId}` })).statusCode).toBe(200);
    expect((await caseWatches(other, other.incident.id)).json<CaseWatches>().options[0]!.watchId).toBe(theirs[0]!.watchId);
    expect((await caseWatches(victim, victim.incident.id)).json<CaseWatches>().options.map((o) => o.watchId !== null)).toEqual([true, false, false]);
  });
});

describe('staff', () => {
  it('see how many people wait for news of a platform, counting confirmed requests only, and never who', async () => {
    const platform = await publishedPlatform();
    const victim = await victimWithCase(platform);
    await follow(victim, victim.incident.id, ['platform', 'website']);
    await t.app.inject({ method: 'POST', url: `/api/platforms/${platform.slug}/watch`, payload: { email: `${unique('pending-')}@example.net` }, remoteAddress: '10.8.3.1' });
    for (const staff of [admin, caseworker]) {
      const overview = await t.app.inject({ method: 'GET', url: `/api/admin/platforms/${platform.id}`, headers: staff.headers });
      expect(overview.statusCode).toBe(200);
      expect(overview.json().peopleWaiting).toBe(1);
      expect(overview.body).not.toContain('pending-');
    }
  });
});

describe('budgets', () => {
  it('limits requests by e-mail per client and per address, as a report and a verification mail are', async () => {
    await withTestApp({ rateLimits: { reportPerClient: { max: 2, timeWindow: 60_000 }, sendVerificationPerEmail: { max: 1, timeWindow: 60_000 } } }, async (limited) => {
      const platform = await createPlatform(limited.app, { name: unique('Limited Coins ') });
      for (const who of ['a', 'b']) await createIncident(limited.app, { platformId: platform.id, victimEmail: `${unique(who)}@reporters.example` });
      const slug = (await publishedPlatforms(limited.app.db).slugOf(platform.id))!;
      const ask = (email: string, remoteAddress: string) => limited.app.inject({ method: 'POST', url: `/api/platforms/${slug}/watch`, payload: { email }, remoteAddress });
      expect((await ask('one@example.net', '10.9.0.1')).statusCode).toBe(200);
      // The same address from another client: its own budget is spent.
      const sameAddress = await ask('ONE@example.net', '10.9.0.2');
      expect(sameAddress.statusCode).toBe(429);
      expect(sameAddress.headers['retry-after']).toBeDefined();
      expect((await ask('two@example.net', '10.9.0.1')).statusCode).toBe(200);
      expect((await ask('three@example.net', '10.9.0.1')).statusCode).toBe(429);
      const [queued] = await limited.app.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'watch_confirmation'), eq(mailOutbox.recipient, 'three@example.net')));
      expect(queued).toBeUndefined();
    });
  });
});
