import { describe, expect, it } from 'vitest';
import { browserForSuite, e2e, expectAxeClean, newPage } from './support/browser';
import { expectFirstToast } from './support/toasts';
import { signInAsStaff } from './support/staff';

// Issue 22 §6 on the built app: an admin lists a scam site with a public reason and takes it off
// again, by keyboard, on a desktop and on a 390 px phone; the public page shows the reason.
const SITE = `e2e-scam-${Date.now().toString(36)}.com`;
const REASON = 'Takes payment for investments and never pays out';

const publicList = async () => (await (await fetch(`${e2e.baseURL}/api/known-scams`)).json()) as { url: string; reason: string | null }[];

describe.skipIf(!e2e.enabled)('the known-scam list, managed by staff', () => {
  const browser = browserForSuite();

  it('lists a site with a reason the public reads, and removes it, by keyboard', async () => {
    const { context, page } = await newPage(browser());
    await signInAsStaff(page);
    await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Known Scams' }).click();
    await page.getByRole('heading', { level: 1, name: 'Known Scams' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'On the public list' }).waitFor();
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'List a site' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'List a scam site' });
    await dialog.getByLabel(/^Website/).fill(`https://login.${SITE}/invest`);
    await dialog.getByLabel(/^Scam type/).selectOption('investment_scam');
    await dialog.getByLabel(/^Reason/).fill(REASON);
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'List site' }).focus();
    await page.keyboard.press('Enter');
    await expectFirstToast(page, 'Site Listed');
    const listed = page.getByRole('list', { name: 'Sites on the public list' }).getByRole('listitem').filter({ hasText: SITE });
    await listed.getByText(REASON).waitFor();
    expect((await publicList()).find((s) => s.url === SITE)?.reason).toBe(REASON);

    const visitor = await newPage(browser());
    await visitor.page.goto('/resources#known-scams');
    const entry = visitor.page.getByRole('list', { name: 'Reported and listed sites' }).getByRole('listitem').filter({ hasText: SITE });
    await entry.getByText(REASON).waitFor();
    await visitor.context.close();

    await page.getByRole('button', { name: `Remove ${SITE}` }).focus();
    await page.keyboard.press('Enter');
    const removal = page.getByRole('dialog', { name: `Remove ${SITE} from the public list?` });
    await removal.getByLabel(/^Why is this entry wrong/).fill('Listed by mistake during the end-to-end test');
    await expectAxeClean(page);
    await removal.getByRole('button', { name: 'Remove from list' }).click();
    await expectFirstToast(page, 'Site Removed');
    await page.getByRole('list', { name: 'Sites removed by staff' }).getByRole('listitem').filter({ hasText: SITE }).waitFor();
    expect((await publicList()).some((s) => s.url === SITE)).toBe(false);
    await context.close();
  });

  it('works on a 390 px phone without sideways scrolling', async () => {
    const { context, page } = await newPage(browser(), { mobile: true });
    await signInAsStaff(page);
    await page.goto('/admin/known-scams');
    await page.getByRole('heading', { level: 2, name: 'Removed by staff' }).waitFor();
    await page.getByRole('list', { name: 'Sites removed by staff' }).getByRole('listitem').filter({ hasText: SITE }).waitFor();
    await expectAxeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'List a site' }).click();
    await page.getByRole('dialog', { name: 'List a scam site' }).getByLabel(/^Website/).waitFor();
    await expectAxeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
