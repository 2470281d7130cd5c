import { describe, expect, it } from 'vitest';
import { browserForSuite, e2e, expectAxeClean, newPage } from './support/browser';
import { signInAsStaff } from './support/staff';

// Issue 25 on the built app: staff land on My work; a victim's new report reaches the bell and the
// queue of reports nobody has taken; the page reads by keyboard and screen reader (axe), on a
// desktop and on a 390 px phone without sideways scrolling.
const VICTIM = `my-work-${Date.now().toString(36)}@example.org`;

async function fileReport(): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    victimEmail: VICTIM,
    platformName: 'Lunawave Exchange',
    incidentDate: '2026-10-01',
    lossAmount: '1200.00',
    description: 'They asked for a release fee before paying out my balance.',
    fraudType: 'cryptocurrency_fraud',
  })) form.append(key, value);
  const res = await fetch(`${e2e.baseURL}/api/report-incident`, { method: 'POST', body: form, headers: { 'x-forwarded-for': '203.0.113.25' } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { incident: { caseReference: string } }).incident.caseReference;
}

describe.skipIf(!e2e.enabled)('My work', () => {
  const browser = browserForSuite();

  it('is where staff land, and shows a new report in the bell and among reports nobody has taken', async () => {
    const { context, page } = await newPage(browser());
    await signInAsStaff(page);
    await page.getByRole('heading', { level: 1, name: 'My work' }).waitFor();
    await page.getByRole('region', { name: /^New reports nobody has taken/ }).waitFor();
    await expectAxeClean(page);

    // From another staff page: My work itself shows "New for you", and showing it marks it read.
    const reference = await fileReport();
    await page.goto('/admin/incidents');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('link', { name: /^New for you, \d+ unread$/ }).click();
    await page.getByRole('list', { name: 'New for you' }).getByRole('link', { name: `New report ${reference}` }).waitFor();
    await page.getByRole('link', { name: 'New for you, none unread' }).waitFor();
    await page.screenshot({ path: '/tmp/my-work-1440.png', fullPage: false });
    // The queue shows its oldest first; earlier suites leave more than it shows, so the new report
    // is looked for in the whole queue: Incidents, open and unowned, newest first, which the queue
    // links to whenever it holds more than it shows.
    const queue = page.getByRole('region', { name: /^New reports nobody has taken/ });
    await queue.waitFor();
    const all = queue.getByRole('link', { name: 'See them all in Incidents' });
    if (await all.isVisible()) expect(await all.getAttribute('href')).toBe('/admin/incidents?status=open&owner=unassigned');
    await page.goto('/admin/incidents?status=open&owner=unassigned');
    await page.getByRole('main').getByText(reference, { exact: true }).first().waitFor();
    await context.close();
  });

  it('fits a phone', async () => {
    const { context, page } = await newPage(browser(), { mobile: true });
    await signInAsStaff(page);
    await page.getByRole('heading', { level: 1, name: 'My work' }).waitFor();
    await page.getByRole('region', { name: /^My cases/ }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectAxeClean(page);
    await page.screenshot({ path: '/tmp/my-work-390.png', fullPage: true });
    await context.close();
  });
});
