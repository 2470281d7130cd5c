import { describe, expect, it } from 'vitest';
import { browserForSuite, e2e, expectAxeClean, newPage } from './support/browser';
import { signInAsStaff } from './support/staff';

// Issue 27 on the built app: an admin imports a small caseload from a CSV file with one bad row, by
// keyboard; the preview names the row, the column and the reason; the good rows go in, and an
// imported case is in the incidents list. The page and its preview fit a 390 px phone.
const run = Date.now().toString(36);
const PLATFORM = `Import Harbour ${run}`;
const CSV = [
  'Platform,Victim email,Status,Fraud type,Amount lost,Currency,Incident date,Website,Description',
  `${PLATFORM},ana.${run}@example.com,Under Review,Investment scam,1500.00,USD,2025-03-01,,"Moved from our old tracker, with its notes"`,
  `${PLATFORM},not-an-address,open,,20,,2025-03-02,,`,
  `${PLATFORM},ben.${run}@example.com,,,0.50,,2025-03-03,,`,
].join('\r\n');
const file = { name: 'caseload.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) };

describe.skipIf(!e2e.enabled)('importing a caseload', () => {
  const browser = browserForSuite();

  it('previews a file with one bad row, imports the good ones by keyboard, and finds a case in the incidents list', async () => {
    const { context, page } = await newPage(browser());
    await signInAsStaff(page);
    await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Import' }).click();
    await page.getByRole('heading', { level: 1, name: 'Import' }).waitFor();
    await expectAxeClean(page);

    await page.getByLabel('CSV file').setInputFiles(file);
    await page.getByRole('button', { name: 'Check the file' }).focus();
    await page.keyboard.press('Enter');
    const preview = page.getByRole('heading', { name: 'Preview of caseload.csv' });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((heading) => heading === document.activeElement)).toBe(true);
    await page.getByText('3 rows read: 2 to import, 1 refused. Nothing has been imported yet.').waitFor();
    const refused = page.getByRole('table', { name: 'Why each refused row was refused' }).getByRole('row').nth(1);
    expect(await refused.getByRole('cell').allTextContents()).toEqual(['3', 'Victim email', 'Please enter a valid email address']);
    await expectAxeClean(page);

    // The organisation vouches for the addresses (D18), by keyboard, then imports.
    await page.getByRole('checkbox', { name: 'These victims gave us these e-mail addresses themselves' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Import 2 rows' }).focus();
    await page.keyboard.press('Enter');
    const done = page.getByRole('heading', { name: 'Imported 2 cases' });
    await done.waitFor();
    await page.getByText(/They count as confirmed by staff/).waitFor();
    await expectAxeClean(page);

    await page.getByRole('link', { name: 'Open the incidents list' }).click();
    await page.getByLabel('Search incidents').fill(PLATFORM);
    const table = page.getByRole('table', { name: /^Incidents/ });
    await table.getByText(`ana.${run}@example.com`).waitFor();
    await table.getByText(`ben.${run}@example.com`).waitFor();
    expect(await table.getByText('not-an-address').count()).toBe(0);
    await context.close();
  });

  it('fits a 390 px phone: the same file again is all likely duplicates, and the page says why', async () => {
    const { context, page } = await newPage(browser(), { mobile: true });
    await signInAsStaff(page);
    await page.goto('/admin/import');
    await page.getByLabel('CSV file').setInputFiles(file);
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText('3 rows read: 0 to import, 3 refused. Nothing has been imported yet.').waitFor();
    await page.getByText(/^Likely already in Haven as FR-\d{6}/).first().waitFor();
    await page.getByText('Every row was refused: there is nothing to import. Correct the file and check it again.').waitFor();
    await expectAxeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
