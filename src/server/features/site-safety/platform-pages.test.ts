import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpArticles } from '@shared/help/articles';
import type { PlatformIndex, PlatformPage } from '@shared/site-safety/platform-page';
import { baseSlug } from '@shared/site-safety/platform-slug';
import { fraudIncidents, platforms, reportRetention, scamSiteDecisions } from '../../kernel/db/schema/index';
import { createIncident, createPlatform, createVictim } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/app';
import { withTestApp } from '../../test/suite-app';
import { escapeHtml } from '../../kernel/plugins/web-app';
import { slugDirectory } from './platform-pages';

// D28: a platform's public page. Counts follow D18 (confirmed reports only, people told apart as the
// known-scam list tells them), a platform below two people has no page and answers exactly as an
// unknown address does, and nothing about any person leaves.

const webRoot = join(process.env.TMPDIR ?? '/tmp', `haven-platform-pages-${process.pid}`);
const PUBLIC_URL = 'https://haven.example.org';
let t: TestApp;
beforeAll(async () => {
  await mkdir(webRoot, { recursive: true });
  await writeFile(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="The usual description." /><title>Fraud Recovery Platform</title></head>' +
      '<body><div id="root"></div><noscript>Needs JavaScript.</noscript></body></html>',
  );
  await writeFile(join(webRoot, 'robots.txt'), 'User-agent: *\nDisallow: /api\n');
  t = await createTestApp({ webRoot, env: { PUBLIC_URL } });
});
afterAll(() => t.close());

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(counter++).toString(36)}`;

type Report = {
  email: string;
  confirmed?: boolean;
  clientKey?: string;
  createdAt?: Date;
  fraudType?: (typeof fraudIncidents.$inferInsert)['fraudType'];
  lossAmount?: string;
  description?: string;
};

async function platformWith(reports: Report[], values: Partial<typeof platforms.$inferInsert> = {}) {
  const platform = await createPlatform(t.app, { name: unique('Harbour Coins'), website: null, ...values });
  for (const report of reports) {
    const incident = await createIncident(t.app, {
      platformId: platform.id,
      victimEmail: report.email,
      fraudType: report.fraudType ?? 'cryptocurrency_fraud',
      lossAmount: report.lossAmount ?? '1500.00',
      description: report.description ?? 'Sent money to a fake exchange',
      ...(report.createdAt ? { createdAt: report.createdAt } : {}),
      ...(report.confirmed === false ? { confirmedAt: null, confirmedVia: null } : {}),
    });
    if (report.clientKey) await t.app.db.insert(reportRetention).values({ incidentId: incident.id, clientKey: report.clientKey });
  }
  return platform;
}

const getPage = (slug: string) => t.app.inject({ method: 'GET', url: `/api/platforms/${slug}` });
const getIndex = async () => (await t.app.inject({ method: 'GET', url: '/api/platforms?limit=200' })).json<PlatformIndex>().platforms;

describe('GET /api/platforms/:slug', () => {
  it('counts confirmed reports by people, in months, with the advice facts and nothing about anyone', async () => {
    const alice = await createVictim(t.app, `alice-${Date.now()}@example.org`);
    const platform = await platformWith(
      [
        { email: alice.profile.email, createdAt: new Date('2026-01-20T10:00:00Z'), lossAmount: '98765.43', description: 'My neighbour Alice Example sent it' },
        { email: 'bob.reporter@example.net', createdAt: new Date('2026-03-02T10:00:00Z'), fraudType: 'investment_scam' },
        { email: 'carol.reporter@example.com', createdAt: new Date('2026-04-30T23:30:00Z') },
        // D18: an unconfirmed report is kept, never counted.
        { email: 'dave.unconfirmed@example.com', confirmed: false, createdAt: new Date('2026-08-01T10:00:00Z') },
      ],
      { type: 'Cryptocurrency Exchange', description: 'An exchange named in reports.', website: 'https://app.harbour-coins-e1.example/login?ref=alice-example@example.org', recoveryAvailable: true },
    );
    const res = await getPage(baseSlug(platform.name));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { advice, words, ...facts } = res.json<PlatformPage>();
    // The facts in the page's words, as the server also writes them into the page for crawlers.
    expect(words).toEqual({
      title: `${platform.name}: fraud reported to us`,
      description: `3 confirmed reports of fraud involving ${platform.name}, from 3 different people, since January 2026. Most describe: cryptocurrency fraud. What to do if you paid, and where to report it.`,
      reports: '3 confirmed reports from 3 different people',
      reportedWhen: 'since January 2026; the latest in April 2026',
      fraudType: 'Cryptocurrency fraud',
      listing: 'harbour-coins-e1.example is on our known-scam list: confirmed reports from at least two different people name it.',
      recoveryHelp: `Our case team offers help to people who lost money through ${platform.name}. Asking is free. Nobody can promise that money will come back, and we never ask you for a fee.`,
    });
    // The help articles for the kind of fraud most reports describe, in their own words, most urgent first.
    expect(advice.map((article) => article.slug)).toEqual(['contact-your-bank', 'recovery-scams', 'keep-evidence']);
    for (const article of advice) {
      const { slug, title, summary, body } = helpArticles.find((known) => known.slug === article.slug)!;
      expect(article).toEqual({ slug, title, summary, body });
    }
    expect(facts).toEqual({
      slug: baseSlug(platform.name),
      name: platform.name,
      type: 'Cryptocurrency Exchange',
      description: 'An exchange named in reports.',
      // The host only: a path or query a reporter pasted (here with an address in it) never leaves.
      websiteHost: 'app.harbour-coins-e1.example',
      recoveryHelp: true,
      confirmedReports: 3,
      people: 3,
      firstReported: '2026-01',
      lastReported: '2026-04',
      fraudType: 'cryptocurrency_fraud',
      listing: { status: 'listed-by-reports', domain: 'harbour-coins-e1.example' },
    });
    const sent = res.body.toLowerCase();
    for (const secret of [alice.profile.email, 'alice', 'Test Victim', 'bob.reporter', 'carol.reporter', 'dave', '98765', '1500', 'neighbour', 'fake exchange', 'login', 'ref=']) {
      expect(sent).not.toContain(secret.toLowerCase());
    }
  });

  it('has no page for one person, however many reports and addresses (D18), and says so as for an unknown address', async () => {
    const tagged = await platformWith([{ email: 'me+1@gmail.com' }, { email: 'm.e+2@gmail.com' }, { email: 'me@googlemail.com' }]);
    const oneSender = await platformWith([
      { email: 'first@example.org', clientKey: 'one-client' },
      { email: 'second@example.net', clientKey: 'one-client' },
    ]);
    const oneConfirmed = await platformWith([{ email: 'only@example.org' }, { email: 'other@example.org', confirmed: false }]);
    const unknown = await getPage('no-such-platform-anywhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'PLATFORM_PAGE_NOT_FOUND', message: 'There is no public page for this platform.' });
    for (const platform of [tagged, oneSender, oneConfirmed]) {
      const res = await getPage(baseSlug(platform.name));
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
      expect(res.headers['cache-control']).toBe(unknown.headers['cache-control']);
    }
    const index = await getIndex();
    for (const platform of [tagged, oneSender, oneConfirmed]) expect(index.some((e) => e.name === platform.name)).toBe(false);
  });

  it('does not count a duplicate merged into another case as a second report', async () => {
    const platform = await platformWith([{ email: 'kept@example.org' }, { email: 'other-person@example.org' }]);
    const kept = await createIncident(t.app, { platformId: platform.id, victimEmail: 'kept@example.org' });
    await createIncident(t.app, { platformId: platform.id, victimEmail: 'kept@example.org', mergedIntoId: kept.id });
    const page = (await getPage(baseSlug(platform.name))).json<PlatformPage>();
    expect(page).toMatchObject({ confirmedReports: 3, people: 2 });
  });

  it('says what the known-scam list says of the site: staff listed it with a reason, took it off, or it is well known', async () => {
    const people = [{ email: 'one@example.org' }, { email: 'two@example.net' }];
    const listed = await platformWith(people, { website: 'https://staff-listed-e1.example' });
    const takenOff = await platformWith(people, { website: 'taken-off-e1.example' });
    const wellKnown = await platformWith(people, { website: 'https://www.facebook.com/marketplace/item/1' });
    const noWebsite = await platformWith(people);
    await t.app.db.insert(scamSiteDecisions).values([
      { domain: 'staff-listed-e1.example', listed: true, scamType: 'phishing', reason: 'Imitates a bank sign-in page.', decidedBy: 'admin' },
      { domain: 'taken-off-e1.example', listed: false, reason: 'Internal: reports were about another shop.', decidedBy: 'admin' },
    ]);
    const listingOf = async (platform: { name: string }) => (await getPage(baseSlug(platform.name))).json<PlatformPage>().listing;
    expect(await listingOf(listed)).toEqual({ status: 'listed-by-staff', domain: 'staff-listed-e1.example', reason: 'Imitates a bank sign-in page.' });
    // Why staff took a site off is theirs: the page says only that they did.
    const off = await getPage(baseSlug(takenOff.name));
    expect(off.json<PlatformPage>().listing).toEqual({ status: 'not-listed', domain: 'taken-off-e1.example', why: 'taken-off' });
    expect(off.body).not.toContain('another shop');
    expect(await listingOf(wellKnown)).toEqual({ status: 'not-listed', domain: 'facebook.com', why: 'well-known' });
    expect(await listingOf(noWebsite)).toEqual({ status: 'not-listed', domain: null, why: 'no-website' });
  });

  it('gives each page one stable address: the first platform of a name keeps its slug, a later one gets its id', async () => {
    const people = [{ email: 'p1@example.org' }, { email: 'p2@example.net' }];
    const stem = unique('Crypto Bank').replace('Crypto Bank ', '');
    const first = await platformWith(people, { name: `Crypto Bank ${stem}` });
    const second = await platformWith(people, { name: `crypto-bank-${stem}` });
    const cyrillic = await platformWith(people, { name: `Крипто ${stem.replace(/[a-z0-9]/g, 'б')}` });
    const base = `crypto-bank-${stem}`;
    expect((await getPage(base)).json<PlatformPage>().name).toBe(first.name);
    const later = await getPage(`${base}--${second.id}`);
    expect(later.json<PlatformPage>()).toMatchObject({ name: second.name, slug: `${base}--${second.id}` });
    // The first one's page has one address, not two.
    expect((await getPage(`${base}--${first.id}`)).statusCode).toBe(404);
    expect((await getPage(`other-name--${second.id}`)).statusCode).toBe(404);
    expect((await getPage(`platform--${cyrillic.id}`)).json<PlatformPage>().name).toBe(cyrillic.name);

    const index = await getIndex();
    const slugOf = (name: string) => index.find((e) => e.name === name)?.slug;
    expect(slugOf(first.name)).toBe(base);
    expect(slugOf(second.name)).toBe(`${base}--${second.id}`);
    expect(slugOf(cyrillic.name)).toBe(`platform--${cyrillic.id}`);
    // A later platform of the same name never moves an earlier page.
    await platformWith(people, { name: `CRYPTO  BANK ${stem}!` });
    expect((await getIndex()).find((e) => e.name === first.name)?.slug).toBe(base);
  });

  it('answers 404 for what no page could be called, and refuses an overlong address', async () => {
    for (const slug of ['UPPER', 'a--b', '-lead', 'trail-', 'x--0', 'x--99999999999', 'a'.repeat(81)]) {
      expect((await getPage(encodeURIComponent(slug))).statusCode, slug).toBe(404);
    }
    // Fastify's own bound on a path parameter (100 characters).
    expect((await getPage('a'.repeat(121))).statusCode).toBe(414);
  });
});

describe('GET /api/platforms', () => {
  it('lists the published platforms, the most recently reported first, with count, latest month and domain, and nothing about anyone', async () => {
    const platform = await platformWith(
      [
        { email: 'index-a@example.org', createdAt: new Date('2025-11-03T00:00:00Z') },
        { email: 'index-b@example.org', createdAt: new Date('2026-02-14T00:00:00Z'), lossAmount: '4321.00' },
      ],
      { type: 'Investment', website: 'https://www.index-shop-e1.example/offer?id=1' },
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/platforms?limit=200' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const index = res.json<PlatformIndex>();
    expect(index.total).toBe(index.platforms.length);
    expect(index.platforms.find((e) => e.name === platform.name)).toEqual({
      slug: baseSlug(platform.name),
      name: platform.name,
      type: 'Investment',
      domain: 'index-shop-e1.example',
      confirmedReports: 2,
      lastReported: '2026-02',
    });
    const months = index.platforms.map((e) => e.lastReported);
    expect(months).toEqual([...months].sort().reverse());
    expect(res.body).not.toContain('index-a@');
    expect(res.body).not.toContain('4321');
  });

  it('answers at most `limit` (100 unless asked, 200 at most) with the total, and only the platforms of the domains asked about', async () => {
    const people = [{ email: 'dom-a@example.org' }, { email: 'dom-b@example.org' }];
    const first = await platformWith(people, { website: 'https://shop.domain-one-e1.example' });
    const second = await platformWith(people, { website: 'domain-two-e1.example' });
    await platformWith(people, { website: 'https://domain-three-e1.example' });
    const all = (await t.app.inject({ method: 'GET', url: '/api/platforms' })).json<PlatformIndex>();
    const one = (await t.app.inject({ method: 'GET', url: '/api/platforms?limit=1' })).json<PlatformIndex>();
    expect(one).toEqual({ total: all.total, platforms: all.platforms.slice(0, 1) });
    const asked = (await t.app.inject({ method: 'GET', url: '/api/platforms?domains=Domain-One-e1.example,domain-two-e1.example,,nowhere.example' })).json<PlatformIndex>();
    expect(asked.total).toBe(2);
    expect(asked.platforms.map((e) => e.name).sort()).toEqual([first.name, second.name].sort());
    for (const url of ['/api/platforms?limit=0', '/api/platforms?limit=201', `/api/platforms?domains=${Array.from({ length: 51 }, (_, i) => `d${i}.example`).join(',')}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });

  it('sees a newly confirmed report at once (the kept index is worked out again when the count changes)', async () => {
    const platform = await platformWith([{ email: 'early@example.org' }, { email: 'late@example.org', confirmed: false }]);
    expect((await getIndex()).some((e) => e.name === platform.name)).toBe(false);
    await t.app.db.update(fraudIncidents).set({ confirmedAt: new Date(), confirmedVia: 'staff' }).where(eq(fraudIncidents.victimEmail, 'late@example.org'));
    expect((await getIndex()).some((e) => e.name === platform.name)).toBe(true);
  });
});

describe('the page as the server sends it, for search engines and readers without JavaScript', () => {
  it('writes the title, description, canonical address and the facts into the page, escaped', async () => {
    const platform = await platformWith([{ email: 'html-a@example.org' }, { email: 'html-b@example.org' }], {
      name: unique('Shop <script>alert(1)</script> $& "Deals"'),
      type: 'E-commerce',
      website: 'https://html-shop-e1.example',
    });
    const slug = baseSlug(platform.name);
    const res = await t.app.inject({ method: 'GET', url: `/platforms/${slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toContain('<script>alert');
    const escapedName = escapeHtml(platform.name);
    expect(escapedName).toContain('&lt;script&gt;alert(1)&lt;/script&gt; $&amp; &quot;Deals&quot;');
    expect(res.body).toContain(`<title>${escapedName}: fraud reported to us | Haven - Fraud Recovery Platform</title>`);
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/platforms/${slug}">`);
    expect(res.body).toMatch(/<meta name="description" content="2 confirmed reports of fraud involving [^"]+, from 2 different people, since/);
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).not.toContain('noindex');
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(res.body)?.[1] ?? '';
    expect(noscript).toContain(`<h1 class="text-3xl font-semibold">${escapedName}</h1>`);
    expect(noscript).toContain('2 confirmed reports from 2 different people');
    expect(noscript).toContain('html-shop-e1.example is on our known-scam list');
    expect(noscript).toContain('https://www.actionfraud.police.uk');
    expect(noscript).toContain('1. Contacting your bank or payment provider: Tell your bank or payment provider as soon as you can;');
    expect(noscript).not.toContain('Needs JavaScript.');
    expect(res.body).not.toContain('html-a@');
    // The page keeps the strict policy and its style nonce.
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
    const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(res.body)?.[1];
    expect(String(res.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    // Without JavaScript the facts take the place of the loading splash.
    expect(res.body).toContain(`<noscript><style nonce="${nonce}">#root{display:none}</style></noscript>`);
  });

  it('answers an unpublished platform and an unknown address with the same 404 page, kept out of search engines', async () => {
    const single = await platformWith([{ email: 'single@example.org' }]);
    const pages = [
      await t.app.inject({ method: 'GET', url: `/platforms/${baseSlug(single.name)}` }),
      await t.app.inject({ method: 'GET', url: '/platforms/not-a-platform-we-know' }),
    ];
    for (const res of pages) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain('rel="canonical"');
      expect(res.body).toContain('We have no page for this platform');
      expect(res.body).not.toContain(single.name);
    }
    // The same page but for its fresh style nonce.
    const withoutNonce = (res: (typeof pages)[number]) => {
      const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(res.body)?.[1] ?? '';
      return res.body.replaceAll(nonce, 'nonce');
    };
    expect(withoutNonce(pages[0]!)).toBe(withoutNonce(pages[1]!));
  });

  it('lists the published pages in sitemap.xml, which robots.txt names', async () => {
    const platform = await platformWith([{ email: 'map-a@example.org' }, { email: 'map-b@example.org' }]);
    const single = await platformWith([{ email: 'map-single@example.org' }]);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/resources</loc>`);
    expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/platforms/${baseSlug(platform.name)}</loc>`);
    expect(sitemap.body).not.toContain(baseSlug(single.name));
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toBe(`User-agent: *\nDisallow: /api\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`);
  });
});

describe('the directory of slugs', () => {
  it('follows platforms added since, one committed late under a lower id, and one removed', async () => {
    const slugs = slugDirectory(t.app.db);
    const first = await createPlatform(t.app, { name: unique('Directory Shop') });
    expect(await slugs.holderOf(baseSlug(first.name))).toBe(first.id);
    const later = await createPlatform(t.app, { name: `${first.name}!` });
    expect(await slugs.holderOf(baseSlug(first.name))).toBe(first.id);
    const other = await createPlatform(t.app, { name: unique('Directory Other') });
    expect(await slugs.holderOf(baseSlug(other.name))).toBe(other.id);
    // A platform that commits after a higher id was read: the count no longer adds up.
    const [late] = await t.app.db.insert(platforms).values({ id: first.id - 1_000_000, name: unique('Directory Late') }).returning();
    expect(await slugs.holderOf(baseSlug(late!.name))).toBe(late!.id);
    await t.app.db.delete(platforms).where(eq(platforms.id, first.id));
    expect(await slugs.holderOf(baseSlug(first.name))).toBe(later.id);
  });
});

describe('the budget', () => {
  it('answers 429 past the public pages budget, on the API, the page and the sitemap', async () => {
    await withTestApp({ webRoot, rateLimits: { publicPagesPerClient: { max: 2, timeWindow: 60_000 } } }, async (limited) => {
      for (const url of ['/api/platforms/x', '/platforms/x', '/api/platforms', '/sitemap.xml']) {
        const statuses = [];
        for (let i = 0; i < 3; i++) statuses.push((await limited.app.inject({ method: 'GET', url })).statusCode);
        expect(statuses.at(-1), url).toBe(429);
        expect(statuses.slice(0, 2).every((s) => s !== 429), url).toBe(true);
      }
    });
  });
});
