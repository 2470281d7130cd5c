import { mkdir, writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForSuite, e2e, newPage } from './support/browser';
import { startBuiltServer, type RunningServer } from './support/server';
import { signInAsStaff } from './support/staff';
import { englishWebTexts } from './support/texts';

// Issue 28's screenshot pass: every public page and the staff case page in the pseudo-locale (any
// text that escaped the catalogues shows as plain English, and is named here) and in a right-to-left
// language (the layout mirrors: checked by where the header's parts sit, and that nothing overflows
// sideways). Screenshots at 1440x900 and 390x844 go to e2e/artifacts/languages/ to be looked at.

const SHOTS = 'e2e/artifacts/languages';
const PUBLIC_PAGES = ['/', '/report-incident', '/recovery', '/login', '/resources', '/is-this-really-us', '/dashboard/my-data'];

/**
 * Visible texts and labels with no pseudo-accent, in two kinds: `bugs` are a catalogue's English
 * text shown as it is (said before the reader's language was known, or its catalogue never
 * loaded) or a bare message id (a text missing from the catalogue that was sent); `unaccented` is
 * everything else plain, mostly data (names, dates, what people wrote), listed for the eye.
 */
function escapedTexts(page: Page, english: string[]): Promise<{ bugs: string[]; unaccented: string[] }> {
  return page.evaluate((catalogueTexts) => {
    const known = new Set(catalogueTexts);
    const bugs = new Set<string>();
    const unaccented = new Set<string>();
    const plainWord = /[A-Za-z]{3,}/;
    const accented = /[\u00C0-\u024F\u1E00-\u1EFF]/;
    // A Lingui message id: six characters of base64 with a capital, a small letter and no space.
    const messageId = /^(?=.*[A-Z])(?=.*[a-z0-9])[A-Za-z0-9+/]{6}$/;
    const consider = (text: string | null) => {
      const value = (text ?? '').trim();
      if (!value || accented.test(value)) return;
      if (known.has(value) || messageId.test(value)) bugs.add(value);
      else if (plainWord.test(value)) unaccented.add(value);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script,style,noscript,[data-intl-named],[translate="no"]')) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      consider(node.textContent);
    }
    for (const element of document.querySelectorAll('[aria-label],[placeholder],[title]')) {
      for (const attribute of ['aria-label', 'placeholder', 'title']) consider(element.getAttribute(attribute));
    }
    return { bugs: [...bugs], unaccented: [...unaccented] };
  }, english);
}

describe.skipIf(!e2e.enabled)('every screen in the reader’s language', () => {
  let server: RunningServer;
  const browser = browserForSuite();
  beforeAll(async () => {
    server = await startBuiltServer();
    await mkdir(SHOTS, { recursive: true });
  }, 240_000);
  afterAll(() => server?.stop());

  it('shows no text outside the catalogues in the pseudo-locale, on the public pages and the staff case page', async () => {
    const { context, page } = await newPage(browser(), { baseURL: server.baseURL });
    await context.addInitScript(() => localStorage.setItem('haven:locale', 'pseudo'));
    const english = englishWebTexts();
    const bugs: Record<string, string[]> = {};
    const unaccented: string[] = [];
    const look = async (path: string, shot: string) => {
      const found = await escapedTexts(page, english);
      if (found.bugs.length) bugs[path] = found.bugs;
      unaccented.push(...found.unaccented.map((text) => `${path}: ${text}`));
      await page.screenshot({ path: `${SHOTS}/pseudo${shot}.png`, fullPage: true });
    };
    for (const path of PUBLIC_PAGES) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('banner').waitFor();
      await look(path, path.replaceAll('/', '_') || '_home');
    }
    // Signed in in English (the sign-in's own labels are the test's handles), then the staff
    // session taken into the pseudo-locale's page.
    const staff = await newPage(browser(), { baseURL: server.baseURL });
    await signInAsStaff(staff.page);
    const token = await staff.page.evaluate(() => localStorage.getItem('adminToken'));
    await staff.context.close();
    await page.evaluate((value) => localStorage.setItem('adminToken', value ?? ''), token);
    await page.goto('/admin/incidents/1', { waitUntil: 'networkidle' });
    await page.getByRole('main').waitFor();
    await look('/admin/incidents/1', '_admin_case');
    await writeFile(`${SHOTS}/pseudo-unaccented.txt`, `${unaccented.join('\n')}\n`);
    expect(bugs).toEqual({});
    await context.close();
  });

  it('mirrors the layout in a right-to-left language, on a computer and a phone', async () => {
    // Arabic offered for this test's own server only.
    const admin = await newPage(browser(), { baseURL: server.baseURL });
    await signInAsStaff(admin.page);
    const offered = await admin.page.evaluate(async () => {
      const res = await fetch('/api/admin/settings/languages', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('adminToken')}` },
        body: JSON.stringify({ value: 'en,es,ar' }),
      });
      return res.status;
    });
    expect(offered).toBe(200);

    for (const mobile of [false, true]) {
      const { context, page } = await newPage(browser(), { baseURL: server.baseURL, mobile, locale: 'ar' });
      await page.setViewportSize(mobile ? { width: 390, height: 844 } : { width: 1440, height: 900 });
      for (const path of PUBLIC_PAGES) {
        await page.goto(path, { waitUntil: 'networkidle' });
        const banner = page.getByRole('banner');
        await banner.waitFor();
        expect(await page.locator('html').getAttribute('dir'), path).toBe('rtl');
        // The organisation's name (the header's first part) sits at the right, the menu or Quick exit at the left.
        const width = page.viewportSize()!.width;
        const brand = await banner.getByRole('link').first().boundingBox();
        expect(brand!.x + brand!.width / 2, `${path}: the name at the right`).toBeGreaterThan(width / 2);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path}: no sideways scrolling`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SHOTS}/rtl-${mobile ? 390 : 1440}${path.replaceAll('/', '_') || '_home'}.png`, fullPage: true });
      }
      await context.close();
    }

    // As the language picker leaves it: the choice in the browser and in the cookie the server reads.
    await admin.context.addCookies([{ name: 'haven_locale', value: 'ar', url: server.baseURL }]);
    await admin.page.evaluate(() => localStorage.setItem('haven:locale', 'ar'));
    await admin.page.setViewportSize({ width: 1440, height: 900 });
    await admin.page.goto('/admin/incidents/1', { waitUntil: 'networkidle' });
    await admin.page.getByRole('main').waitFor();
    expect(await admin.page.locator('html').getAttribute('dir')).toBe('rtl');
    const overflow = await admin.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await admin.page.screenshot({ path: `${SHOTS}/rtl-1440_admin_case.png`, fullPage: true });
    await admin.context.close();
  });
});
