import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, e2e, expectAxeClean, newPage, requestsTo } from './support/browser';
import { expectToast } from './support/toasts';

// On the eth-phishing-detect blacklist bundled with the server (scored 5, dangerous, offline or not).
const PHISHING_DOMAIN = 'free-azuki.com';
// On the well-known list, with nothing against it: safe whether or not the network answers.
const WELL_KNOWN_DOMAIN = 'github.com';
// Not well known and not registered: neither its certificate nor its age can be measured, online
// or not, so nothing about it can be confirmed.
const UNCONFIRMED_DOMAIN = 'quietgardenclub-e2e.org';

const urlField = (page: Page) => page.getByLabel('Website address (URL)');

async function openResources(page: Page, hash = '') {
  await page.goto(`/resources${hash}`);
  await page.getByRole('heading', { level: 1, name: 'Scam Prevention Resources' }).waitFor();
}

describe.skipIf(!e2e.enabled)('the resources page', () => {
  const browser = browserForSuite();

  it('shows a blocklisted phishing site as dangerous, with its reasons, and a check lists nothing', async () => {
    const { context, page } = await newPage(browser());
    await openResources(page);
    await urlField(page).fill(PHISHING_DOMAIN);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/check-website-safety')),
      urlField(page).press('Enter'),
    ]);
    expect(response.request().postDataJSON()).toEqual({ url: `https://${PHISHING_DOMAIN}` });

    const result = page.getByRole('region', { name: `Dangerous: ${PHISHING_DOMAIN}` });
    await result.waitFor();
    expect(await result.getByText('High risk').isVisible()).toBe(true);
    expect(await result.getByText(`Listed as a phishing site by eth-phishing-detect (${PHISHING_DOMAIN})`).isVisible()).toBe(true);
    expect(await result.getByText('Phishing', { exact: true }).isVisible()).toBe(true);
    const score = Number(await result.locator('strong').first().textContent());
    expect(score).toBeLessThanOrEqual(30);
    const blocklistRow = result.locator('dt', { hasText: 'Blocklist status' }).locator('xpath=following-sibling::dd[1]');
    expect(await blocklistRow.textContent()).toBe('listed');
    expect(await result.getByText('A check cannot prove that a site is honest', { exact: false }).isVisible()).toBe(true);
    // Focus moves to the verdict, so keyboard and screen-reader users land on it.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('safety-result-heading');

    // A check never puts a site on the known-scam list (D18, issue 22): only confirmed reports by
    // two people or a staff decision do, so anyone's check cannot list anyone's site.
    const known = (await (await fetch(`${e2e.baseURL}/api/known-scams`)).json()) as { url: string }[];
    expect(known.some((s) => s.url === PHISHING_DOMAIN)).toBe(false);
    await page.reload();
    await page.getByRole('list', { name: 'Reported and listed sites' }).or(page.getByText('No sites are on the list yet')).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: PHISHING_DOMAIN }).count()).toBe(0);

    // The same URL again comes from the 24-hour cache, and says so.
    await urlField(page).fill(PHISHING_DOMAIN);
    await page.getByRole('button', { name: 'Check Website' }).click();
    await page.getByRole('region', { name: `Dangerous: ${PHISHING_DOMAIN}` }).getByText('Cached', { exact: true }).waitFor();
    await context.close();
  });

  it('shows a well-known site as safe, checked with the button', async () => {
    const { context, page } = await newPage(browser());
    await openResources(page);
    await urlField(page).fill(`https://${WELL_KNOWN_DOMAIN}`);
    await page.getByRole('button', { name: 'Check Website' }).click();
    const result = page.getByRole('region', { name: `Safe: ${WELL_KNOWN_DOMAIN}` });
    await result.waitFor();
    expect(await result.getByText('Low risk').isVisible()).toBe(true);
    expect(await result.getByText('We found no warning signs.', { exact: true }).isVisible()).toBe(true);
    const row = (label: string) => result.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    expect(await row('Business verification').textContent()).toBe('well-known site');
    expect(await row('Blocklist status').textContent()).toBe('not listed');
    expect(Number(await result.locator('strong').first().textContent())).toBeGreaterThanOrEqual(66);
    await context.close();
  });

  it('never calls a site safe when nothing about it could be confirmed, and says so', async () => {
    const { context, page } = await newPage(browser());
    await openResources(page);
    await urlField(page).fill(UNCONFIRMED_DOMAIN);
    await urlField(page).press('Enter');
    const result = page.getByRole('region', { name: `Suspicious: ${UNCONFIRMED_DOMAIN}` });
    await result.waitFor();
    await result.getByText(/^Nothing could be confirmed about this site/).waitFor();
    expect(await result.getByText('Nothing confirmed', { exact: true }).isVisible()).toBe(true);
    await expectAxeClean(page);
    await context.close();
  });

  it('validates the URL with the spec toasts and sends nothing', async () => {
    const { context, page } = await newPage(browser());
    await openResources(page);
    const checked = requestsTo(page, '/api/check-website-safety');
    await page.getByRole('button', { name: 'Check Website' }).click();
    await expectToast(page, 'URL Required', 'Please enter a website URL to check');

    await urlField(page).fill('not a website');
    await urlField(page).press('Enter');
    await expectToast(page, 'Invalid URL', 'Please enter a valid website URL (e.g., example.com)');
    expect(await urlField(page).getAttribute('aria-invalid')).toBe('true');
    expect(checked()).toBe(false);
    await context.close();
  });

  it('counts failed checks per URL, resets after a success, and shows the server message on 429', async () => {
    const { context, page } = await newPage(browser());
    await openResources(page);
    let mode: 'fail' | 'pass' | 'limit' = 'fail';
    await page.route('**/api/check-website-safety', async (route) => {
      if (mode === 'fail') return route.abort('connectionfailed');
      if (mode === 'limit') {
        return route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ code: 'RATE_LIMITED', message: 'Slow down: 20 checks a minute at most.' }) });
      }
      return route.continue();
    });
    const checkUrl = async (url: string) => {
      await urlField(page).fill(url);
      await urlField(page).press('Enter');
    };

    await checkUrl('shop-one.example.com');
    await expectToast(page, 'Check Failed', 'Unable to check website safety. Please try again.');
    await checkUrl('shop-one.example.com');
    await expectToast(page, 'Multiple Check Failures', /unavailable or blocking checks/);
    // A different URL starts its own count.
    await checkUrl('shop-two.example.com');
    await expectToast(page, 'Check Failed');

    mode = 'pass';
    await checkUrl(WELL_KNOWN_DOMAIN);
    await page.getByRole('region', { name: `Safe: ${WELL_KNOWN_DOMAIN}` }).waitFor();
    mode = 'fail';
    await checkUrl('shop-two.example.com');
    await expectToast(page, 'Check Failed');

    mode = 'limit';
    await checkUrl('shop-three.example.com');
    await expectToast(page, 'Too Many Checks', 'Slow down: 20 checks a minute at most.');
    await context.close();
  });

  it('lists the known scams from data, the tips, and the official places to report fraud', async () => {
    const { context, page } = await newPage(browser());
    const known = (await (await fetch(`${e2e.baseURL}/api/known-scams`)).json()) as { url: string; reports: number }[];
    await openResources(page);
    const list = page.getByRole('list', { name: 'Reported and listed sites' });
    if (known.length === 0) {
      await page.getByText('No sites are on the list yet').waitFor();
    } else {
      await list.getByText(known[0]!.url, { exact: true }).waitFor();
      // Listed sites are plain text: the page never links to a scam site. A link there leads to the
      // page on Haven of the platform the reports name (D28).
      const links = await list.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      expect(links.filter((href) => !href.startsWith('/platforms/'))).toEqual([]);
    }
    expect(await page.getByRole('link', { name: 'Report an incident' }).first().getAttribute('href')).toBe('/report-incident');
    const official = page.getByRole('region', { name: 'Report fraud to the authorities' });
    const hrefs = await official.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      'https://www.ic3.gov',
      'https://reportfraud.ftc.gov',
      'https://www.actionfraud.police.uk',
      'https://www.scamwatch.gov.au',
      'https://antifraudcentre-centreantifraude.ca',
    ]);
    expect(await page.getByRole('main').getByText('Beware of recovery scams').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 3, name: 'How to recognise a recovery scam' }).isVisible()).toBe(true);
    await context.close();
  });

  it('opens /resources#help-recovery-scams at that article', async () => {
    const { context, page } = await newPage(browser());
    await openResources(page, '#help-recovery-scams');
    const article = page.locator('#help-recovery-scams');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('help-recovery-scams');
    const top = await article.evaluate((el) => el.getBoundingClientRect().top);
    // Just below the sticky header, not at the top of the page.
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await context.close();
  });

  it('is axe-clean on desktop and on a 390 px phone, with a verdict shown', async () => {
    for (const mobile of [false, true]) {
      const { context, page } = await newPage(browser(), { mobile });
      await openResources(page);
      await page.getByRole('list', { name: 'Reported and listed sites' }).or(page.getByText('No sites are on the list yet')).waitFor();
      await expectAxeClean(page);
      await urlField(page).fill(PHISHING_DOMAIN);
      await urlField(page).press('Enter');
      await page.getByRole('region', { name: `Dangerous: ${PHISHING_DOMAIN}` }).waitFor();
      await expectAxeClean(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile ? 390 : 1280);
      await context.close();
    }
  });

  it('answers "Is this really us?" from the footer: a contact that is not ours is likely a recovery scam, and can be reported (issue 27)', async () => {
    for (const mobile of [false, true]) {
      const { context, page } = await newPage(browser(), { mobile });
      await openResources(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Is this really us?' }).click();
      await page.getByRole('heading', { level: 1, name: 'Is this really us?' }).waitFor();
      const field = page.getByLabel('E-mail address, phone number, website or name of whoever contacted you');
      await field.fill(`refunds-${mobile ? 'phone' : 'desk'}@haven-recovery-desk.net`);
      await field.press('Enter');
      const answer = page.getByRole('heading', { name: 'This e-mail address is not one of ours' });
      await answer.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contact-answer-heading');
      expect(await page.getByText('It is likely a recovery scam', { exact: false }).isVisible()).toBe(true);
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'Report this e-mail address' }).click();
      await page.getByText('Our case team will see that someone is posing as us', { exact: false }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile ? 390 : 1280);
      await context.close();
    }
  });
});
