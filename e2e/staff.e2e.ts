import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../src/shared/money/format-money';
import { browserForSuite, e2e, expectAxeClean, newPage } from './support/browser';
import { expectFirstToast } from './support/toasts';
import { signInAsStaff } from './support/staff';

// The staff journey (issue 12): one admin sign-in, reused by every step; one case-worker sign-in.
const ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password' };
const RUN = Date.now().toString(36);
const VICTIM_EMAIL = `staff-made-${RUN}@example.com`;
const PLATFORM = `Harbour Coin Exchange ${RUN}`;
const CASEWORKER = { username: `cw-${RUN}`, displayName: `Casey Worker ${RUN}`, email: `cw-${RUN}@example.com`, password: 'quiet-lantern-harbour-meadow' };

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Nothing sticks out sideways at 390 px; on failure, names what does (outside any scrolling box). */
async function expectNoSidewaysScroll(page: Page) {
  const report = await page.evaluate(() => {
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true;
      return false;
    };
    const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(el));
    return { width: document.documentElement.scrollWidth, wide: wide.slice(0, 5).map((el) => `${el.tagName} "${(el.textContent ?? '').slice(0, 40)}"`) };
  });
  expect(report.width, report.wide.join('\n')).toBeLessThanOrEqual(390);
}

async function signIn(page: Page, username: string, password: string) {
  await signInAsStaff(page, { username, password });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

describe.skipIf(!e2e.enabled)('the staff side', () => {
  const browser = browserForSuite();
  let admin: { context: BrowserContext; page: Page };
  let incidentPath = '';
  let incidentReference = '';
  let verifiedEmail = '';
  let approvedReference = '';

  beforeAll(async () => {
    admin = await newPage(browser());
  });

  it('signs staff in at /admin-login, refusing a wrong password', async () => {
    const { page } = admin;
    await page.goto('/admin');
    // The guard sends an anonymous visitor to the sign-in page.
    await page.waitForURL('**/admin-login');
    await heading(page, 'Admin Sign In').waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectFirstToast(page, 'Missing credentials');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByLabel('Password').press('Enter');
    await expectFirstToast(page, 'Invalid credentials');
    expect(new URL(page.url()).pathname).toBe('/admin-login');

    await signIn(page, ADMIN.username, ADMIN.password);
    for (const card of ['Total Users', 'Fraud Incidents', 'Messages', 'Documents', 'Money Trails', 'Payout Requests']) {
      await page.getByText(card, { exact: true }).first().waitFor();
    }
    const nav = page.getByRole('navigation', { name: 'Staff sections' });
    await nav.getByRole('link', { name: 'Staff' }).waitFor();
    await nav.getByRole('link', { name: 'Audit Log' }).waitFor();
    await expectAxeClean(page);
  });

  it('creates an incident for a new e-mail and saves its timeline, financials and status', async () => {
    const { page } = admin;
    await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Incidents' }).click();
    await heading(page, 'Incidents').waitFor();
    await page.getByRole('table').waitFor();
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Create Incident' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Incident' });
    await dialog.getByLabel('Platform name').waitFor();
    const submit = dialog.getByRole('button', { name: 'Create Incident' });
    expect(await submit.isDisabled()).toBe(true);
    await expectAxeClean(page);
    await dialog.getByLabel('Platform name').fill(PLATFORM);
    await dialog.getByLabel('Victim e-mail').fill(VICTIM_EMAIL);
    await dialog.getByLabel('Amount lost').fill('2500');
    await dialog.getByLabel('Description').fill('Reported by phone: a trading site kept the deposit.');
    await submit.click();
    await expectFirstToast(page, 'Incident created');
    await page.waitForURL(/\/admin\/incidents\/\d+$/);
    incidentPath = new URL(page.url()).pathname;
    await heading(page, /^Incident FR-\d{6}$/).waitFor();
    incidentReference = ((await heading(page, /^Incident FR-\d{6}$/).textContent()) ?? '').replace('Incident ', '');
    const basic = page.getByRole('region', { name: 'Basic information' });
    await basic.getByText(VICTIM_EMAIL).waitFor();
    await expectAxeClean(page);

    // Timeline: add an event.
    const timeline = page.getByRole('region', { name: 'Timeline events' });
    await timeline.getByText('No timeline events yet').waitFor();
    await timeline.getByRole('button', { name: 'Edit timeline events' }).click();
    await timeline.getByRole('button', { name: 'Add event' }).click();
    await timeline.getByLabel('Title').fill('Called the bank');
    await timeline.getByLabel('Description').fill('The bank opened a dispute for the transfer.');
    await expectAxeClean(page);
    await timeline.getByRole('button', { name: 'Save' }).click();
    await expectFirstToast(page, 'Timeline updated');
    await timeline.getByRole('button', { name: 'Edit timeline events' }).waitFor();

    // Financials: the total loss and the recovered amount.
    const financials = page.getByRole('region', { name: 'Financials and money trails' });
    await financials.getByRole('button', { name: 'Edit financials and money trails' }).click();
    await financials.getByLabel('Total loss (USD)').fill('2500.00');
    await financials.getByLabel('Recovered amount (USD)').fill('1000.00');
    await financials.getByText(formatMoney('1500.00', 'USD'), { exact: true }).waitFor();
    await expectAxeClean(page);
    await financials.getByRole('button', { name: 'Save' }).click();
    await expectFirstToast(page, 'Financial data updated');
    await financials.getByRole('button', { name: 'Edit financials and money trails' }).waitFor();

    // Basic information: recovery is available.
    await basic.getByRole('button', { name: 'Edit basic information' }).click();
    await basic.getByLabel('Status').selectOption('recovery_available');
    await basic.getByRole('button', { name: 'Save' }).click();
    await expectFirstToast(page, 'Incident updated');
    await basic.getByRole('button', { name: 'Edit basic information' }).waitFor();

    // Each save landed: they are there after a reload.
    await page.reload();
    await heading(page, `Incident ${incidentReference}`).waitFor();
    await timeline.getByText('Called the bank', { exact: true }).waitFor();
    await timeline.getByText('The bank opened a dispute for the transfer.').waitFor();
    const figure = (term: string) => financials.locator('dl > div').filter({ has: page.getByText(term, { exact: true }) }).locator('dd');
    expect(await figure('Total loss').textContent()).toBe(formatMoney('2500.00', 'USD'));
    expect(await figure('Recovered').textContent()).toBe(formatMoney('1000.00', 'USD'));
    expect(await figure('Outstanding').textContent()).toBe(formatMoney('1500.00', 'USD'));
    await basic.getByText('Recovery Available', { exact: true }).waitFor();
  });

  it("shows the apply action in that victim's public search", async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    await page.getByLabel('Your e-mail address').fill(VICTIM_EMAIL);
    await page.getByLabel('Your e-mail address').press('Enter');
    await expectFirstToast(page, 'Search Complete');
    const section = page.locator('#search');
    const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: PLATFORM }) });
    await card.getByText(incidentReference, { exact: true }).waitFor();
    // D18: a case staff created is confirmed, so it reaches the victim's search with its apply action.
    await card.getByRole('button', { name: 'Apply for Recovery' }).waitFor();
    // D2: an anonymous search shows no amounts.
    expect(await card.getByText('Amount lost').count()).toBe(0);
    await context.close();
  });

  it('approves a recovery application and shows its new status', async () => {
    const { page } = admin;
    await page.goto('/admin/applications?status=pending');
    await heading(page, 'Recovery Applications').waitFor();
    const approve = page.getByRole('button', { name: /^Approve RA-/ }).first();
    await approve.waitFor();
    approvedReference = ((await approve.getAttribute('aria-label')) ?? '').replace('Approve ', '');
    await expectAxeClean(page);

    // Only this application on screen, so its row stays after its status leaves "pending".
    await page.goto(`/admin/applications?q=${encodeURIComponent(approvedReference)}`);
    const row = page.getByRole('row').filter({ hasText: approvedReference });
    await row.getByText('Pending', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Approve ${approvedReference}` }).click();
    // A decision from a row asks once.
    await page.getByRole('dialog', { name: `Approve: ${approvedReference}` }).getByRole('button', { name: 'Approve' }).click();
    await expectFirstToast(page, 'Application approved');
    await row.getByText('Approved', { exact: true }).waitFor();
    await expect.poll(() => row.getByRole('button', { name: `Approve ${approvedReference}` }).isDisabled()).toBe(true);

    await row.getByRole('link', { name: `View ${approvedReference}` }).click();
    const dialog = page.getByRole('dialog', { name: `Recovery application ${approvedReference}` });
    await dialog.getByText('Approved', { exact: true }).first().waitFor();
    expect(await dialog.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await expectAxeClean(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('verifies a user from the row menu and shows the badge change', async () => {
    const { page } = admin;
    await page.goto('/admin/users?status=unverified');
    await heading(page, 'Users').waitFor();
    const menuButton = page.getByRole('button', { name: /^Actions for / }).first();
    await menuButton.waitFor();
    verifiedEmail = ((await menuButton.getAttribute('aria-label')) ?? '').replace('Actions for ', '');
    await expectAxeClean(page);

    await page.goto(`/admin/users?q=${encodeURIComponent(verifiedEmail)}`);
    const row = page.getByRole('row').filter({ hasText: verifiedEmail });
    await row.getByText('Unverified', { exact: true }).waitFor();
    // By keyboard: Enter opens the row menu on its first item, the arrow moves to Verify.
    await row.getByRole('button', { name: `Actions for ${verifiedEmail}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'View Details' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Verify');
    await page.keyboard.press('Enter');
    await expectFirstToast(page, 'User verified');
    await row.getByText('Verified', { exact: true }).waitFor();

    await row.getByRole('link').first().click();
    await page.waitForURL(/\/admin\/users\/\d+$/);
    await page.getByText(verifiedEmail).first().waitFor();
    await page.getByText('Verified', { exact: true }).first().waitFor();
    await expectAxeClean(page);
  });

  it('creates a case worker who sets a password, signs in, and cannot manage staff or read the audit log', async () => {
    const { page } = admin;
    await page.goto('/admin/staff');
    await heading(page, 'Staff').waitFor();
    await page.getByRole('table').waitFor();
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Add staff member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add staff member' });
    await dialog.getByLabel('Username').fill(CASEWORKER.username);
    await dialog.getByLabel('Display name').fill(CASEWORKER.displayName);
    await dialog.getByLabel('E-mail address').fill(CASEWORKER.email);
    expect(await dialog.getByLabel('Role').inputValue()).toBe('caseworker');
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Add staff member' }).click();
    await expectFirstToast(page, 'Staff member added');
    const notice = page.getByRole('status').filter({ hasText: 'Development mode: no e-mail was sent' });
    const link = notice.getByRole('link');
    const setPasswordUrl = (await link.getAttribute('href')) ?? '';
    expect(new URL(setPasswordUrl, e2e.baseURL).pathname).toBe('/admin/set-password');
    await page.getByRole('row').filter({ hasText: CASEWORKER.username }).waitFor();
    await expectAxeClean(page);

    const worker = await newPage(browser());
    try {
      const w = worker.page;
      await w.goto(setPasswordUrl);
      await w.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
      await w.getByText(CASEWORKER.username, { exact: true }).waitFor();
      await expectAxeClean(w);
      await w.getByLabel('New password').fill(CASEWORKER.password);
      await w.getByRole('button', { name: 'Set password' }).click();
      await w.getByText(`Your password is set. You can now sign in as ${CASEWORKER.username}.`).waitFor();

      await signIn(w, CASEWORKER.username, CASEWORKER.password);
      const nav = w.getByRole('navigation', { name: 'Staff sections' });
      await nav.getByRole('link', { name: 'Incidents' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Staff' }).count()).toBe(0);
      expect(await nav.getByRole('link', { name: 'Audit Log' }).count()).toBe(0);

      await w.goto('/admin/staff');
      await w.getByText('Only an admin can manage staff accounts.').waitFor();
      expect(await w.getByRole('button', { name: 'Add staff member' }).count()).toBe(0);
      await w.goto('/admin/audit');
      await w.getByText('Only an admin can view the audit log.').waitFor();
      expect(await w.getByRole('table').count()).toBe(0);
      // Settings are for admins: a plain notice, nothing to change.
      await w.goto('/admin/settings');
      await heading(w, 'Settings').waitFor();
      await w.getByText('Only an admin can change settings.').waitFor();
      expect(await w.locator('main input, main select, main textarea').count()).toBe(0);
      await expectAxeClean(w);
      // The server refuses what the screens hide.
      const token = await w.evaluate(() => localStorage.getItem('adminToken') ?? '');
      const staffList = await w.request.get('/api/admin/staff', { headers: { authorization: `Bearer ${token}` } });
      expect(staffList.status()).toBe(403);
    } finally {
      await worker.context.close();
    }
  });

  it('lists the changes above in the audit log', async () => {
    const { page } = admin;
    await page.goto('/admin/audit?pageSize=100');
    await heading(page, 'Audit Log').waitFor();
    const table = page.getByRole('table');
    await table.waitFor();
    const rows = (action: string) => table.getByRole('row').filter({ has: page.getByRole('cell', { name: action, exact: true }) });
    const who = `${ADMIN.username} (admin)`;
    const actions = [
      'Incident created',
      'Timeline edited',
      'Financials edited',
      'Basic information edited',
      'Application status changed',
      'User verified',
      'Staff member added',
    ];
    for (const action of actions) {
      await rows(action).first().waitFor();
      expect(await rows(action).filter({ hasText: who }).count(), action).toBeGreaterThan(0);
    }
    await expectAxeClean(page);
  });

  it('is axe-clean at 390 px on the overview and the incidents list', async () => {
    const state = await admin.context.storageState();
    const context = await browser().newContext({
      baseURL: e2e.baseURL,
      storageState: state,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    context.setDefaultTimeout(20_000);
    try {
      const page = await context.newPage();
      await page.goto('/admin');
      await heading(page, 'Overview').waitFor();
      await page.getByText('Total Users', { exact: true }).first().waitFor();
      await expectAxeClean(page);
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Incidents' }).click();
      await heading(page, 'Incidents').waitFor();
      await page.getByRole('table').waitFor();
      await expectAxeClean(page);
      await expectNoSidewaysScroll(page);
      // The other staff screens fit the phone too.
      for (const [path, title] of [
        [incidentPath, `Incident ${incidentReference}`],
        ['/admin/users', 'Users'],
        ['/admin/applications', 'Recovery Applications'],
        ['/admin/staff', 'Staff'],
        ['/admin/audit', 'Audit Log'],
      ] as const) {
        await page.goto(path);
        await heading(page, title).waitFor();
        await page.getByRole('table').first().waitFor();
        await expectNoSidewaysScroll(page);
      }
    } finally {
      await context.close();
    }
  });
});
