import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, e2e, findAxeViolations, launchBrowser, newPage } from './support/browser';

describe.skipIf(!e2e.enabled)('the app shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the platform name from the settings, in the header and the title', async () => {
    const { context, page } = await newPage(browser);
    const cspErrors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspErrors.push(msg.text());
    });
    const settings = (await (await fetch(`${e2e.baseURL}/api/settings`)).json()) as { key: string; value: string }[];
    const name = settings.find((s) => s.key === 'platform_name')?.value;
    expect(name).toBeTruthy();

    await page.goto('/');
    await expect.poll(() => page.getByRole('banner').getByText(name!, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toContain(`${name} - Fraud Recovery Platform`);
    await expect.poll(() => page.getByRole('contentinfo').getByText('Beware of recovery scams').isVisible()).toBe(true);
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('shows the 404 page for an unknown route', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no/such/page');
    const heading = page.getByRole('heading', { name: '404 Page Not Found' });
    await heading.waitFor();
    expect(await heading.isVisible()).toBe(true);
    const violations = await findAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it('focuses the notification area on F8', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('banner').waitFor();
    await page.keyboard.press('F8');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[aria-label^="Notifications"]') !== null))
      .toBe(true);
    await context.close();
  });

  it('closes the mobile menu when a link is followed, and highlights the current page', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    await page.goto('/');
    const toggle = page.locator('header button[aria-controls]');
    const menu = page.getByRole('navigation', { name: 'Main' });

    await toggle.click();
    await page.waitForSelector('header button[aria-expanded="true"]');
    await menu.getByRole('link', { name: 'Resources' }).click();
    await page.waitForURL('**/resources');
    await page.waitForSelector('header button[aria-expanded="false"]');
    expect(await menu.count()).toBe(0);

    await toggle.click();
    await page.waitForSelector('header button[aria-expanded="true"]');
    expect(await menu.getByRole('link', { name: 'Resources' }).getAttribute('aria-current')).toBe('page');
    expect(await menu.getByRole('link', { name: 'Search Directory' }).getAttribute('aria-current')).toBeNull();
    await context.close();
  });

  it('has no accessibility violations on the home page, desktop and phone', async () => {
    for (const mobile of [false, true]) {
      const { context, page } = await newPage(browser, { mobile });
      await page.goto('/');
      await page.getByRole('banner').waitFor();
      const violations = await findAxeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await context.close();
    }
  });
});
