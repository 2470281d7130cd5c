import { describe, expect, it } from 'vitest';
import { browserForSuite, describeViolations, e2e, expectAxeClean, findAxeViolations, newPage } from './support/browser';

describe.skipIf(!e2e.enabled)('the app shell', () => {
  const browser = browserForSuite();

  it('shows the platform name from the settings, in the header and the title', async () => {
    const { context, page } = await newPage(browser());
    const cspErrors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspErrors.push(msg.text());
    });
    const settings = (await (await fetch(`${e2e.baseURL}/api/settings`)).json()) as { key: string; value: string }[];
    const name = settings.find((s) => s.key === 'platform_name')?.value;
    expect(name).toBeTruthy();

    await page.goto('/');
    await expect.poll(() => page.getByRole('banner').getByText(name!, { exact: true }).isVisible()).toBe(true);
    // The search page's title ends with its own recovery-opportunities suffix (visitor spec).
    await expect.poll(() => page.title()).toContain(`${name} - Find Recovery Opportunities`);
    await expect.poll(() => page.getByRole('contentinfo').getByText('Beware of recovery scams').isVisible()).toBe(true);
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('logs no console error on a signed-out page load: being signed out is not an error', async () => {
    const { context, page } = await newPage(browser());
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
    });
    const sessionChecks: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/auth/')) sessionChecks.push(response.status());
    });
    // /login asks the server who is signed in; /dashboard sends a signed-out visitor there.
    for (const path of ['/', '/resources', '/login', '/dashboard']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('banner').waitFor();
    }
    expect(sessionChecks.length).toBeGreaterThan(0);
    expect(sessionChecks.every((status) => status === 200)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the 404 page for an unknown route', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/no/such/page');
    const heading = page.getByRole('heading', { name: '404 Page Not Found' });
    await heading.waitFor();
    expect(await heading.isVisible()).toBe(true);
    const violations = await findAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it('focuses the notification area on F8', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    await page.getByRole('banner').waitFor();
    // The notification area loads on the first toast or on F8 itself (providers.tsx): the F8 that
    // brought it is handed on to it once it is there.
    await page.keyboard.press('F8');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[aria-label^="Notifications"]') !== null))
      .toBe(true);
    await context.close();
  });

  it('closes the mobile menu when a link is followed, and highlights the current page', async () => {
    const { context, page } = await newPage(browser(), { mobile: true });
    await page.goto('/');
    // The page's own heading shows once the app has rendered and the splash has gone.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const toggle = page.locator('header button[aria-haspopup="dialog"]');
    const menu = page.getByRole('navigation', { name: 'Main' });

    await toggle.click();
    await page.waitForSelector('header button[aria-expanded="true"]');
    await menu.getByRole('link', { name: 'Resources' }).click();
    await page.waitForURL('**/resources');
    await page.waitForSelector('header button[aria-expanded="false"]');
    expect(await menu.count()).toBe(0);
    // The Resources screen loads as its own file: reopen the menu once it has arrived.
    await page.getByRole('heading', { level: 1, name: /resources/i }).first().waitFor();

    await toggle.click();
    await page.waitForSelector('header button[aria-expanded="true"]');
    expect(await menu.getByRole('link', { name: 'Resources' }).getAttribute('aria-current')).toBe('page');
    expect(await menu.getByRole('link', { name: 'Search Directory' }).getAttribute('aria-current')).toBeNull();
    await context.close();
  });

  it('keeps the keyboard inside the open phone menu, closes it on Escape and shows the current page', async () => {
    const { context, page } = await newPage(browser(), { mobile: true });
    await page.goto('/resources');
    const toggle = page.locator('header button[aria-haspopup="dialog"]');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await expectAxeClean(page);

    const focusIsInMenu = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
    expect(await focusIsInMenu()).toBe(true);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInMenu(), `after ${i + 1} Tab presses`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInMenu()).toBe(true);

    // The current page's link is painted as a box (an inline link around a block left its white
    // text on the white panel), readable against its own background and unlike the panel's.
    const current = menu.locator('a[aria-current="page"]');
    expect(await current.textContent()).toBe('Resources');
    const look = await current.evaluate((link) => {
      const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      const backgroundOf = (from: Element | null): number[] => {
        for (let node = from; node; node = node.parentElement) {
          const [r = 0, g = 0, b = 0, a = 1] = rgb(getComputedStyle(node).backgroundColor);
          if (a > 0) return [r, g, b];
        }
        return [255, 255, 255];
      };
      const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
        const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const contrast = (x: number[], y: number[]) => {
        const [hi, lo] = [luminance(x), luminance(y)].sort((m, n) => n - m) as [number, number];
        return (hi + 0.05) / (lo + 0.05);
      };
      const text = rgb(getComputedStyle(link).color);
      const own = backgroundOf(link);
      const panel = backgroundOf(link.closest('[role="dialog"]'));
      return { display: getComputedStyle(link).display, textContrast: contrast(text, own), againstPanel: contrast(own, panel) };
    });
    expect(look.display).not.toBe('inline');
    expect(look.textContrast).toBeGreaterThanOrEqual(4.5);
    expect(look.againstPanel).toBeGreaterThanOrEqual(3);

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(new URL(page.url()).pathname).toBe('/resources');
    await expectAxeClean(page);
    await context.close();
  });

  it('has no accessibility violations on the home page, desktop and phone', async () => {
    for (const mobile of [false, true]) {
      const { context, page } = await newPage(browser(), { mobile });
      await page.goto('/');
      await page.getByRole('banner').waitFor();
      const violations = await findAxeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await context.close();
    }
  });
});
