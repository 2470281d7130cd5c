import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForSuite, e2e, expectAxeClean, newPage } from './support/browser';

// "Notify me" (issue 27). In the demo data CoinHarbor Exchange has a public page (three people
// reported it) and the demo victim has a confirmed case on it. Development with no SMTP server:
// the confirmation link comes back on the page (D13).
const PLATFORM = { slug: 'coinharbor-exchange', name: 'CoinHarbor Exchange' };
const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'harbour-lantern-2026';
const VISITOR = 'reader-e2e@example.net';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Sets the demo password again if another journey changed it (as e2e/signed-in.e2e.ts does). */
async function ensureDemoPassword(): Promise<void> {
  const post = (path: string, body: object) => fetch(`${e2e.baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if ((await post('/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).ok) return;
  const sent = (await (await post('/api/send-verification', { email: DEMO_EMAIL })).json()) as { verificationUrl?: string };
  const token = new URL(sent.verificationUrl ?? '').searchParams.get('token');
  expect((await post(`/api/verify/${token}/complete`, { fullName: 'Alex Morgan (demo)', country: 'United States', password: DEMO_PASSWORD })).ok).toBe(true);
}

/** Signs the demo victim in through /login, as a person does; the state serves the phone too. */
async function signInDemoVictim(page: Page): Promise<void> {
  await ensureDemoPassword();
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(DEMO_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}

/** The stop link of a news mail, as the server signs it (features/watches/stop-token.ts), for a watcher id. */
async function stopToken(watcherId: number): Promise<string> {
  const secret = (await readFile(join(inject('dataDir'), 'session-secret'), 'utf8')).trim();
  return `${watcherId}.${createHmac('sha256', secret).update(`haven:watch-stop:v1:${watcherId}`).digest('base64url').slice(0, 32)}`;
}

describe.skipIf(!e2e.enabled)('Notify me', () => {
  const browser = browserForSuite();

  it('a visitor asks on a platform’s page, confirms through the mailed link, and stops it from the mail’s link without signing in', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`/platforms/${PLATFORM.slug}`);
    const region = page.getByRole('region', { name: 'Hear about new reports' });
    await region.getByText('at most one a day, and only when there is news', { exact: false }).waitFor();
    await region.getByLabel('Your e-mail address').fill(VISITOR);
    await region.getByRole('button', { name: 'Send me a link to confirm' }).click();
    // Development without a mail server: said plainly, and the link shown in its place (D13).
    await region.getByText('We cannot send e-mail at the moment').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAxeClean(page);

    // Opening the link changes nothing; the button confirms.
    const link = (await region.getByRole('link', { name: /confirm-news\?token=/ }).getAttribute('href'))!;
    await page.goto(link);
    await page.getByText(`News about ${PLATFORM.name}?`).waitFor();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Yes, send me news' }).click();
    await page.getByText('Confirmed', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to the platform’s page' }).getAttribute('href')).toBe(`/platforms/${PLATFORM.slug}`);

    // The stop link of a news mail: the page lists the request and stops it in one press.
    let token = '';
    for (let id = 1; id <= 20 && !token; id++) {
      const candidate = await stopToken(id);
      const listed = (await (await fetch(`${e2e.baseURL}/api/watch-stops/${candidate}/watches`)).json()) as { watches?: { label: string }[] };
      if (listed.watches?.some((watch) => watch.label === PLATFORM.name)) token = candidate;
    }
    expect(token).not.toBe('');
    await page.goto(`/stop-news/${token}`);
    await page.getByRole('heading', { level: 1, name: 'Stop news e-mails' }).waitFor();
    await page.getByText(PLATFORM.name, { exact: true }).waitFor();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Stop all news e-mails' }).click();
    await page.getByText('E-mails about your own case, such as a reply from your case team, still reach you', { exact: false }).waitFor();
    expect(((await (await fetch(`${e2e.baseURL}/api/watch-stops/${token}/watches`)).json()) as { watches: unknown[] }).watches).toEqual([]);
    await context.close();
  });

  it('the demo victim follows what their case names from the case page, on a computer and a phone, and stops it again', async () => {
    const signedIn = await newPage(browser());
    await signInDemoVictim(signedIn.page);
    const state = await signedIn.context.storageState();
    const dashboard = (await (await signedIn.context.request.get('/api/dashboard')).json()) as { incidents: { incident: { id: number }; platform: { name: string } }[] };
    const { incident } = dashboard.incidents.find((candidate) => candidate.platform.name === PLATFORM.name)!;
    await signedIn.context.close();
    for (const mobile of [false, true]) {
      const context = await browser().newContext({
        baseURL: e2e.baseURL,
        storageState: state,
        viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
        isMobile: mobile,
        hasTouch: mobile,
      });
      context.setDefaultTimeout(20_000);
      const page = await context.newPage();
      await page.goto(`/incident-details/${incident.id}`);
      const region = page.getByRole('region', { name: 'Tell me when others report this' });
      await region.getByText('It only says that there is news', { exact: false }).waitFor();
      await region.getByRole('checkbox', { name: `The platform ${PLATFORM.name}` }).click();
      await region.getByRole('button', { name: 'Tell me' }).click();
      await region.getByText(`Done. We will write when others report the platform ${PLATFORM.name}.`).waitFor();
      await region.getByText('No new reports by others yet.', { exact: false }).waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAxeClean(page);

      await region.getByRole('button', { name: `Stop e-mails about the platform ${PLATFORM.name}` }).click();
      await region.getByText(`Stopped. You will no longer hear about the platform ${PLATFORM.name}.`).waitFor();
      await region.getByRole('checkbox', { name: `The platform ${PLATFORM.name}` }).waitFor();
      await context.close();
    }
  });
});
