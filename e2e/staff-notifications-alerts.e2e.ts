import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForSuite, e2e, expectAxeClean, newPage } from './support/browser';
import { expectFirstToast } from './support/toasts';
import { builtServerWithMailForSuite } from './support/server';
import { signInAsStaff } from './support/staff';

// Issue 15's journeys on the built app, with mail going to an SMTP server in this process: an admin
// sends a notification to everyone and watches it finish; a person unsubscribes from the page its
// mail links to; an admin makes an alert rule, a large loss is reported, and the bell counts it.
const ADMIN_TOKEN_KEY = 'adminToken';
const DEMO_VICTIM = 'demo@example.com';

describe.skipIf(!e2e.enabled)('notifications and alerts (issue 15)', () => {
  const { server, smtp } = builtServerWithMailForSuite();
  const browser = browserForSuite();
  let staff: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    staff = await newPage(browser(), { baseURL: server.baseURL });
    await signInAsStaff(staff.page);
  });

  it('sends a notification to everyone, shows it finish, and each mail can be unsubscribed in one click', async () => {
    const { page } = staff;
    await page.goto('/admin/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByRole('button', { name: /^All users/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a notification' });
    await dialog.getByLabel(/^Subject/).fill('Office hours for {{name}}');
    await dialog.getByLabel(/^Message/).fill('Dear {{name}},\n\nOur office is closed on Friday.');
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: /^Send to/ }).click();
    await expectFirstToast(page, 'Notification started');
    const row = page.getByRole('list').filter({ hasText: 'Office hours for {{name}}' });
    await row.getByText('Finished').waitFor({ timeout: 30_000 });
    await expect.poll(async () => page.getByRole('progressbar').first().getAttribute('aria-valuenow'), { timeout: 10_000 }).toBe('100');
    await expectAxeClean(page);

    const mail = await smtp.nextMailTo(DEMO_VICTIM, 20_000);
    expect(/^Subject: Office hours for (.+)$/m.exec(mail.raw)?.[1]).not.toContain('{{');
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const pageLink = /https?:\/\/\S+\/unsubscribe\/\d+\.[A-Za-z0-9_-]{32}/.exec(mail.text)![0];

    const visitor = await newPage(browser(), { baseURL: server.baseURL });
    try {
      await visitor.page.goto(new URL(pageLink).pathname);
      await visitor.page.getByRole('heading', { name: 'Stop these e-mails?' }).waitFor();
      await expectAxeClean(visitor.page);
      await visitor.page.getByRole('button', { name: 'Unsubscribe' }).click();
      await visitor.page.getByText('You are unsubscribed').waitFor();
    } finally {
      await visitor.context.close();
    }
    // The counts now leave that person out.
    await page.reload();
    await page.getByText(/1 person has unsubscribed and is left out\./).waitFor();
  });

  it('makes an alert rule, and a large loss reported afterwards shows under the bell', async () => {
    const { page } = staff;
    await page.goto('/admin/alerts');
    await page.getByRole('heading', { level: 1, name: 'Alerts' }).waitFor();
    await page.getByRole('button', { name: 'New rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New rule' });
    await dialog.getByLabel(/^Name/).fill('Very large losses');
    await dialog.getByLabel(/^Watch for/).selectOption('large_loss');
    await dialog.getByLabel(/^Loss above/).fill('40000');
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectFirstToast(page, 'Alert Saved');
    await page.getByRole('cell', { name: 'Very large losses', exact: true }).waitFor();

    // A case worker's report of a large loss (through the API, as the staff app would send it).
    const created = await page.evaluate(async (key) => {
      const res = await fetch('/api/admin/incidents', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem(key)}` },
        body: JSON.stringify({ platformName: 'Alert Exchange', victimEmail: 'alert.victim@example.org', amount: '52000.00' }),
      });
      return res.status;
    }, ADMIN_TOKEN_KEY);
    expect(created).toBe(201);
    // The report asked for a check; the worker runs it at once (not at the next five minutes).
    await expect
      .poll(
        () =>
          page.evaluate(async (key) => {
            const res = await fetch('/api/admin/alerts/unread', { headers: { authorization: `Bearer ${localStorage.getItem(key)}` } });
            return ((await res.json()) as { unread: number }).unread;
          }, ADMIN_TOKEN_KEY),
        { timeout: 30_000, interval: 500 },
      )
      .toBe(1);
    // The bell counts it (a staff member's own new case is not news to them; the alert is), and
    // opens My work at what is new.
    await page.goto('/admin');
    await page.getByRole('link', { name: 'New for you, 1 unread' }).click();
    await page.getByRole('list', { name: 'New for you' }).getByText(/A loss of \$52,000\.00 was reported on FR-\d{6}/).first().waitFor();
    await expectAxeClean(page);
    await page.getByRole('link', { name: 'New for you, none unread' }).waitFor();
    await page.goto('/admin/alerts');
    await page.getByRole('list', { name: 'Recent alerts' }).getByText(/A loss of \$52,000\.00 was reported on FR-\d{6}/).first().waitFor();
  });
});
