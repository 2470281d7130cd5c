import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, e2e, expectAxeClean, newPage } from './support/browser';
import { expectToast } from './support/toasts';

// Issue 27, D28: a platform's public page. In the demo data CoinHarbor Exchange was reported by
// three people (the demo victim, Maria and Sam), TradeVista Markets by the demo victim alone.
const PUBLISHED = { slug: 'coinharbor-exchange', name: 'CoinHarbor Exchange' };
const ONE_PERSON = 'tradevista-markets';
const DEMO_EMAIL = 'demo@example.com';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function facts(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll('main dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? ''])),
  );
}

describe.skipIf(!e2e.enabled)('a platform’s public page', () => {
  const browser = browserForSuite();

  it('is reached from the resources page and reads as a calm page of facts, advice and official places', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/resources#reported-platforms');
    const list = page.getByRole('list', { name: 'Platforms with a page' });
    await list.waitFor();
    expect(await list.getByRole('link', { name: 'TradeVista Markets' }).count()).toBe(0);
    await list.getByRole('link', { name: PUBLISHED.name }).click();
    await page.waitForURL(`**/platforms/${PUBLISHED.slug}`);

    await page.getByRole('heading', { level: 1, name: PUBLISHED.name }).waitFor();
    expect(await facts(page)).toMatchObject({
      'Confirmed reports': '3 confirmed reports from 3 different people',
      'Most reports describe': 'Cryptocurrency fraud',
      'Website named in the reports': 'coinharbor-exchange.example (not a link)',
      'Our known-scam list': 'coinharbor-exchange.example is on our known-scam list: confirmed reports from at least two different people name it.',
    });
    expect(await page.getByRole('region', { name: `If you paid money to ${PUBLISHED.name}` }).getByRole('heading', { level: 3 }).count()).toBe(3);
    const help = page.getByRole('region', { name: 'Help from us' });
    await help.getByText('Nobody can promise that money will come back', { exact: false }).waitFor();
    expect(await help.getByRole('link', { name: 'Apply for help' }).getAttribute('href')).toBe('/recovery?platform=CoinHarbor+Exchange');
    expect(await page.getByRole('link', { name: 'FBI Internet Crime Complaint Center (IC3)' }).getAttribute('href')).toBe('https://www.ic3.gov');
    // Nothing about anyone: no address, no amount.
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/@|\$\s?\d|demo|Maria|Sam\b/i);

    // The tab says what the server's first answer said, so a search engine and a reader see one title.
    const served = await (await fetch(`${e2e.baseURL}/platforms/${PUBLISHED.slug}`)).text();
    const servedTitle = /<title>([^<]*)<\/title>/.exec(served)?.[1]?.replaceAll('&amp;', '&');
    await expect.poll(() => page.title()).toBe(servedTitle);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${e2e.baseURL}/platforms/${PUBLISHED.slug}`);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAxeClean(page);
    await context.close();
  });

  it('fits a 390 px phone and stays axe-clean there', async () => {
    const { context, page } = await newPage(browser(), { mobile: true });
    await page.goto(`/platforms/${PUBLISHED.slug}`);
    await page.getByRole('heading', { level: 1, name: PUBLISHED.name }).waitFor();
    await page.getByRole('region', { name: 'Report it to the official services' }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAxeClean(page);
    await context.close();
  });

  it('gives search engines and readers without JavaScript the page’s title, description, address and facts', async () => {
    const res = await fetch(`${e2e.baseURL}/platforms/${PUBLISHED.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${e2e.baseURL}/platforms/${PUBLISHED.slug}">`);
    expect(html).toMatch(/<meta name="description" content="3 confirmed reports of fraud involving CoinHarbor Exchange, from 3 different people, since [A-Z][a-z]+ \d{4}\./);
    expect(html).not.toContain(DEMO_EMAIL);

    const context = await browser().newContext({ baseURL: e2e.baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/platforms/${PUBLISHED.slug}`);
    expect(await page.getByRole('heading', { level: 1, name: PUBLISHED.name }).isVisible()).toBe(true);
    // Playwright's text matching skips <noscript>; what is on screen is read as a reader sees it.
    const shown = await page.evaluate(() => document.body.innerText);
    expect(shown).toContain('3 confirmed reports from 3 different people');
    expect(shown).toContain('https://www.actionfraud.police.uk');
    // The facts take the place of the loading splash, which never ends without JavaScript.
    expect(shown).not.toContain('Loading');
    await context.close();

    const sitemap = await (await fetch(`${e2e.baseURL}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${e2e.baseURL}/platforms/${PUBLISHED.slug}</loc>`);
    expect(sitemap).not.toContain(ONE_PERSON);
    const robots = await (await fetch(`${e2e.baseURL}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${e2e.baseURL}/sitemap.xml`);
    expect(robots).not.toMatch(/^Disallow: \/platforms/m);
  });

  it('says honestly that there is no page, alike for a platform one person reported and for an unknown address', async () => {
    for (const slug of [ONE_PERSON, 'no-such-platform']) {
      const res = await fetch(`${e2e.baseURL}/platforms/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(await res.text()).toContain('<meta name="robots" content="noindex">');
    }
    for (const mobile of [false, true]) {
      const { context, page } = await newPage(browser(), { mobile });
      await page.goto(`/platforms/${ONE_PERSON}`);
      await page.getByRole('heading', { level: 1, name: 'We have no page for this platform' }).waitFor();
      await page.getByText('A platform without a page is not necessarily safe', { exact: false }).waitFor();
      expect(await page.getByText('TradeVista Markets', { exact: false }).count()).toBe(0);
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAxeClean(page);
      await context.close();
    }
  });

  it('is linked from a search result of that platform, and from its entry on the known-scam list', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    await page.getByLabel('Your e-mail address').fill(DEMO_EMAIL);
    await page.getByLabel('Your e-mail address').press('Enter');
    await expectToast(page, 'Search Complete');
    const link = page.getByRole('link', { name: `What others reported about ${PUBLISHED.name}` });
    await link.waitFor();
    // One person's platform has no page, so its card has no such link.
    expect(await page.getByRole('link', { name: 'What others reported about TradeVista Markets' }).count()).toBe(0);
    await link.click();
    await page.getByRole('heading', { level: 1, name: PUBLISHED.name }).waitFor();

    await page.goto('/resources#known-scams');
    const entry = page.getByRole('list', { name: 'Reported and listed sites' }).getByRole('listitem').filter({ hasText: 'coinharbor-exchange.example' });
    await entry.getByRole('link', { name: PUBLISHED.name }).click();
    await page.waitForURL(`**/platforms/${PUBLISHED.slug}`);
    await context.close();
  });
});
