import { deflateSync, crc32 } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForSuite, e2e, expectAxeClean, newPage } from './support/browser';
import { expectFirstToast } from './support/toasts';
import { startBuiltServer, type RunningServer } from './support/server';
import { signInAsStaff } from './support/staff';

// Issue 14's journeys on a server of their own (they change the branding every visitor sees): an
// admin renames the platform and uploads a logo and favicon, and the public header and tab show them;
// each report card generates and downloads its PDF; a filtered list exports as many rows as it counts.
// Where the staff app keeps its token (src/web/lib/staff-token.ts).
const ADMIN_TOKEN_KEY = 'adminToken';

/** A real 48x48 PNG (a filled circle), made here so the test needs no file on disk. */
function circlePng(): Buffer {
  const size = 48;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3, 255);
    row[0] = 0;
    for (let x = 0; x < size; x++) {
      if ((x - 24) ** 2 + (y - 24) ** 2 < 400) row.set([30, 58, 95], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

describe.skipIf(!e2e.enabled)('settings, reports and export (issue 14)', () => {
  let server: RunningServer;
  const browser = browserForSuite();
  let staff: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    server = await startBuiltServer();
    staff = await newPage(browser(), { baseURL: server.baseURL });
    await signInAsStaff(staff.page);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a new platform name, logo and favicon reach the public header and the browser tab', async () => {
    const { page } = staff;
    await page.goto('/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('button', { name: 'Edit Platform name' }).click();
    const name = page.getByLabel('New value for Platform name');
    await name.fill('Safe Harbour');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectFirstToast(page, 'Setting Updated');
    await expect.poll(() => page.getByTestId('branding-preview').textContent()).toContain('Safe Harbour');

    const png = { name: 'logo.png', mimeType: 'image/png', buffer: circlePng() };
    await page.locator('input[type="file"][accept^="image/png"]').setInputFiles(png);
    await expectFirstToast(page, 'File Uploaded');
    await page.locator('input[type="file"][accept^=".ico"]').setInputFiles({ ...png, name: 'favicon.png' });
    await expectFirstToast(page, 'File Uploaded');
    await expectAxeClean(page);

    // A visitor who was never signed in.
    const visitor = await newPage(browser(), { baseURL: server.baseURL });
    try {
      await visitor.page.goto('/');
      const header = visitor.page.getByRole('banner');
      await header.getByText('Safe Harbour', { exact: true }).waitFor();
      const logo = header.locator('img').first();
      await expect.poll(() => logo.getAttribute('src')).toMatch(/^\/api\/branding\/[a-f0-9]{32}\.png$/);
      // The address is set before the image has loaded: wait for the picture itself.
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
      await expect.poll(() => visitor.page.locator('link#favicon').getAttribute('href')).toMatch(/^\/api\/branding\/[a-f0-9]{32}\.png$/);
      expect(await visitor.page.title()).toContain('Safe Harbour');
    } finally {
      await visitor.context.close();
    }
  });

  it("the organisation's words for a text reach a visitor in that language only (issue 28)", async () => {
    const { page } = staff;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin/settings?tab=texts');
    await page.getByLabel('Search texts').fill('Report an incident');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Report an incident', exact: true }) }).first();
    await row.getByRole('button', { name: 'Edit Report an incident' }).click();
    await row.getByLabel('Your words').fill('Tell us about {what}');
    await row.getByRole('button', { name: 'Save' }).click();
    // The server's reason, in place: the text is handed no {what}.
    await row.getByText('{what} is not filled in here; this text has no values to use').waitFor();
    await row.getByLabel('Your words').fill('Tell us what happened');
    await row.getByRole('button', { name: 'Save' }).click();
    await expectFirstToast(page, 'Text saved');
    await page.getByRole('heading', { name: /Tell us what happened/ }).waitFor();
    await expectAxeClean(page);
    await page.screenshot({ path: 'e2e/artifacts/texts-tab-1440.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'e2e/artifacts/texts-tab-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    const english = await newPage(browser(), { baseURL: server.baseURL, locale: 'en-GB' });
    const spanish = await newPage(browser(), { baseURL: server.baseURL, locale: 'es-ES' });
    try {
      await english.page.goto('/');
      const footer = english.page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Tell us what happened' }).waitFor();
      expect(await footer.getByText('Report an incident', { exact: true }).count()).toBe(0);
      await spanish.page.goto('/');
      await spanish.page.getByRole('contentinfo').getByRole('link', { name: 'Denunciar un incidente' }).waitFor();
    } finally {
      await english.context.close();
      await spanish.context.close();
    }
  });

  it('a refused file says so and changes nothing', async () => {
    const { page } = staff;
    await page.goto('/admin/settings');
    const before = await page.getByTestId('branding-preview').locator('img').first().getAttribute('src');
    await page.locator('input[type="file"][accept^="image/png"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await expectFirstToast(page, 'Upload Failed');
    expect(await page.getByTestId('branding-preview').locator('img').first().getAttribute('src')).toBe(before);
  });

  it('each report card generates a report and its PDF downloads at once', async () => {
    const { page } = staff;
    await page.goto('/admin/reports');
    await page.getByRole('heading', { level: 1, name: 'Generate reports' }).waitFor();
    await expectAxeClean(page);
    for (const [type, label] of [
      ['incident_summary', 'Incident Summary'],
      ['user_activity', 'User Activity'],
      ['financial_overview', 'Financial Overview'],
      ['recovery_statistics', 'Recovery Statistics'],
    ] as const) {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: `Generate ${label}` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${type}-\\d+-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expectFirstToast(page, 'Report Generated');
    }
    // The four now head the recent list, newest first.
    const recent = page.getByRole('list', { name: 'Recent reports' });
    await expect.poll(() => recent.getByRole('listitem').count()).toBe(4);
    expect(await recent.getByRole('listitem').first().textContent()).toContain('Recovery Statistics report');
  });

  it('the incidents list exports its filtered rows as CSV, as many as the list counts', async () => {
    const { page } = staff;
    await page.goto('/admin/incidents?status=open');
    await page.getByRole('heading', { level: 1, name: 'Incidents' }).waitFor();
    const total = await page.evaluate(async (key) => {
      const token = localStorage.getItem(key);
      const response = await fetch('/api/admin/incidents?status=open&pageSize=1', { headers: { authorization: `Bearer ${token}` } });
      return ((await response.json()) as { total: number }).total;
    }, ADMIN_TOKEN_KEY);
    expect(total).toBeGreaterThan(0);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Export/ }).first().click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^incidents-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    // Records are lines outside quotes; the first is the header.
    let records = 0;
    let quoted = false;
    for (const char of csv) {
      if (char === '"') quoted = !quoted;
      else if (char === '\n' && !quoted) records++;
    }
    expect(records - 1).toBe(total);
    expect(csv.split('\n')[0]).toContain('Status');
    await expectAxeClean(page);
  });
});
