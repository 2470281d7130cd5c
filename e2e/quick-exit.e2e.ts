import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { QUICK_EXIT_ESCAPE_WINDOW_MS, QUICK_EXIT_URL } from '../src/web/lib/quick-exit';
import { browserForSuite, e2e, expectAxeClean, newPage } from './support/browser';

// The tests never reach the internet: the neutral site is answered here.
async function answerNeutralSite(context: BrowserContext) {
  await context.route(`${QUICK_EXIT_URL}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Neutral</title><p>A neutral page</p>' }),
  );
}

/** Opens `/`, then `path`: the page to leave has a page of this site before it in the history. */
async function openAfterHome(page: Page, path: string) {
  await page.goto('/');
  await page.getByRole('banner').waitFor();
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page.evaluate(() => history.length);
}

/** The exit replaced the page: same history length, and Back skips the page that was left. */
async function expectReplacedFrom(page: Page, historyBefore: number) {
  await page.waitForURL(QUICK_EXIT_URL);
  expect(await page.evaluate(() => history.length)).toBe(historyBefore);
  await page.goBack();
  expect(new URL(page.url()).pathname).toBe('/');
}

describe.skipIf(!e2e.enabled)('the quick exit', () => {
  const browser = browserForSuite();

  it('leaves for the neutral site from the header button, out of the back history, on desktop and phone', async () => {
    for (const mobile of [false, true]) {
      const { context, page } = await newPage(browser(), { mobile });
      await answerNeutralSite(context);
      const before = await openAfterHome(page, '/resources');
      const button = page.getByRole('banner').getByRole('button', { name: 'Quick exit' });
      expect(await button.isVisible()).toBe(true);
      await expectAxeClean(page);
      await button.click();
      await expectReplacedFrom(page, before);
      await context.close();
    }
  });

  it('leaves on Escape pressed twice, also from a text field, and stays on a single Escape', async () => {
    const { context, page } = await newPage(browser());
    await answerNeutralSite(context);
    const before = await openAfterHome(page, '/report-incident');

    await page.keyboard.press('Escape');
    await page.waitForTimeout(QUICK_EXIT_ESCAPE_WINDOW_MS + 300);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/report-incident');

    await page.waitForTimeout(QUICK_EXIT_ESCAPE_WINDOW_MS + 300);
    await page.locator('main textarea').first().focus();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expectReplacedFrom(page, before);
    await context.close();
  });

  it('does not leave on Escape while a dialog is open: Escape closes the dialog', async () => {
    const { context, page } = await newPage(browser(), { mobile: true });
    await answerNeutralSite(context);
    await page.goto('/resources');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('header button[aria-haspopup="dialog"]').click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();

    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/resources');
    await context.close();
  });

  it('is explained on /resources', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/resources');
    const note = page.getByRole('note', { name: 'Leave this site quickly' });
    await note.waitFor();
    expect(await note.textContent()).toContain('press Esc twice');
    await context.close();
  });
});
