import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '../src/shared/dashboard/schema';
import { fromMinor, toMinor } from '../src/shared/money/decimal';
import { formatMoney } from '../src/shared/money/format-money';
import { browserForSuite, e2e, expectAxeClean, newPage } from './support/browser';
import { expectFirstToast } from './support/toasts';
import { builtServerWithMailForSuite } from './support/server';
import { caseworkerSignedIn, signInAsStaff } from './support/staff';

// Issue 13's journeys between a victim and the case team, on a server of their own that sends real
// mail to an SMTP server in this process: a reply reaches the victim's case page and inbox; a payout
// is refused above what is available, approved, marked paid and seen by the victim; a rejected
// document's reason reaches the victim.
const VICTIM = { email: 'demo@example.com', password: 'harbour-lantern-2026' };

const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

describe.skipIf(!e2e.enabled)('staff and victim casework (issue 13)', () => {
  const { server, smtp } = builtServerWithMailForSuite();
  const browser = browserForSuite();
  let victim: { context: BrowserContext; page: Page };
  let staff: { context: BrowserContext; page: Page };
  let caseId = 0;
  let reference = '';

  beforeAll(async () => {
    victim = await newPage(browser(), { baseURL: server.baseURL });
    staff = await newPage(browser(), { baseURL: server.baseURL });

    await victim.page.goto('/login');
    await victim.page.getByLabel('E-mail address').fill(VICTIM.email);
    await victim.page.getByLabel('Password').fill(VICTIM.password);
    await victim.page.getByRole('button', { name: 'Sign In' }).click();
    await victim.page.waitForURL('**/dashboard');
    const summary = (await (await victim.context.request.get('/api/dashboard')).json()) as DashboardSummary;
    const eligible = summary.incidents.find((i) => i.canRequestPayout);
    expect(eligible, 'the demo data has a case with recovered funds').toBeTruthy();
    caseId = eligible!.incident.id;
    reference = `FR-${String(caseId).padStart(6, '0')}`;

    await signInAsStaff(staff.page);
  });

  it('a victim writes, staff reply from Communications, and the victim reads it and is e-mailed', async () => {
    const { page } = victim;
    await page.goto(`/recovery-details/${caseId}`);
    await page.getByRole('tab', { name: 'messages' }).click();
    await page.getByLabel('Send to').selectOption('Case Manager');
    await page.getByLabel('Your message').fill('Has my bank replied to you yet?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expectFirstToast(page, 'Message sent successfully');

    const s = staff.page;
    await s.goto('/admin/communications');
    await s.getByRole('heading', { level: 1, name: 'Communications' }).waitFor();
    await s.getByRole('link', { name: `Open the conversation on ${reference}` }).click();
    const dialog = s.getByRole('dialog', { name: `Conversation on ${reference}` });
    await dialog.getByText('Has my bank replied to you yet?').waitFor();
    await expectAxeClean(s);
    await dialog.getByLabel(/Reply as/).selectOption('Legal Advisor');
    await dialog.getByLabel(/Message/).fill('Not yet. We will chase them on Friday.');
    await dialog.getByRole('button', { name: 'Add internal note' }).click();
    await dialog.getByRole('status').getByText('Note added. Only staff can read it.').waitFor();
    await dialog.getByLabel(/Message/).fill('Yes: the bank has confirmed the transfer details.');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await dialog.getByRole('status').getByText('Reply sent. The victim will be told by e-mail.').waitFor();

    const mail = await smtp.nextMailTo(VICTIM.email, 10_000);
    expect(mail.text).toContain(`New reply on your case ${reference}`);
    expect(mail.text).not.toContain('confirmed the transfer');

    await page.reload();
    await page.getByRole('tab', { name: 'messages' }).click();
    const log = page.getByRole('log', { name: 'Conversation' });
    await log.getByText('Yes: the bank has confirmed the transfer details.').waitFor();
    await log.getByText(/^Legal Advisor · /).first().waitFor();
    // The internal note never reaches the victim.
    expect(await page.getByText('We will chase them on Friday').count()).toBe(0);
  });

  it('staff record what was recovered; a payout above what is available is refused; two other staff approve it (four eyes), someone other than the final approver marks it paid, and the victim sees it', async () => {
    const s = staff.page;
    await s.goto(`/admin/incidents/${caseId}`);
    await s.getByRole('button', { name: 'Edit financials and money trails' }).click();
    await s.getByLabel(/Recovered amount \(USD\)/).fill('1000.00');
    await s.getByRole('button', { name: 'Save' }).click();
    await expectFirstToast(s, 'Financial data updated');
    // The victim is told their case changed (D19: not what changed).
    expect((await smtp.nextMailTo(VICTIM.email, 10_000)).text).not.toContain('1,000.00');

    const { page } = victim;
    await page.goto(`/recovery-details/${caseId}`);
    await page.getByRole('tab', { name: 'settlement' }).click();
    await page.getByRole('button', { name: 'Request Payout' }).click();
    const request = page.getByRole('dialog', { name: 'Request Payout' });
    await request.getByLabel('Account details').fill('J. Doe, Example Bank, account 12345678');
    await request.getByRole('button', { name: 'Submit Payout Request' }).click();
    await expectFirstToast(page, 'Payout request submitted successfully!');

    // Whoever recorded the recovered amount may not approve its payout (D17): the button says why.
    await s.goto(`/admin/payouts?q=${reference}`);
    await s.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
    await s.getByText('You recorded the recovered amount on this case, so another staff member must approve its payout').waitFor();
    expect(await s.getByRole('button', { name: `Approve ${reference}` }).isDisabled()).toBe(true);

    const first = await caseworkerSignedIn({ browser: browser(), admin: s, smtp, baseURL: server.baseURL, username: 'robin-e2e' });
    const second = await caseworkerSignedIn({ browser: browser(), admin: s, smtp, baseURL: server.baseURL, username: 'sam-e2e' });
    const f = first.page;
    await f.goto(`/admin/payouts?q=${reference}`);
    await f.getByRole('button', { name: `Approve ${reference}` }).click();
    const approve = f.getByRole('dialog', { name: 'Approve payout' });
    const amount = approve.getByLabel(/Amount to approve/);
    const asked = await amount.inputValue();
    // $1,000.00 recovered, less the 15% fee: what the victim was offered, and all that may be approved.
    expect(asked).toBe('850.00');
    await amount.fill(fromMinor(toMinor(asked, 'USD') + 1n, 'USD'));
    await approve.getByRole('button', { name: 'Approve' }).click();
    await approve.getByText(`Only ${formatMoney(asked, 'USD')} is available for payout on this case`).waitFor();
    await amount.fill(asked);
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expectFirstToast(f, 'Approval recorded');
    await f.getByText(/Approved by robin-e2e .* needs 1 more, from a different staff member/).waitFor();
    await expectAxeClean(f);

    const p2 = second.page;
    await p2.goto(`/admin/payouts?q=${reference}`);
    await p2.getByRole('button', { name: `Approve ${reference}` }).click();
    const again = p2.getByRole('dialog', { name: 'Approve payout' });
    expect(await again.getByLabel(/Amount to approve/).inputValue()).toBe(asked);
    await again.getByRole('button', { name: 'Approve' }).click();
    await expectFirstToast(p2, 'Payout approved');
    expect((await smtp.nextMailTo(VICTIM.email, 10_000)).text).toContain('A decision on your payout request');
    // The final approver does not also send the money.
    await p2.getByText('You gave the final approval of this payout, so another staff member must mark it paid').waitFor();
    await first.context.close();
    await second.context.close();

    await s.reload();
    await s.getByRole('button', { name: `Mark Paid ${reference}` }).click();
    const paid = s.getByRole('dialog', { name: 'Mark payout paid' });
    await paid.getByLabel(/Payment reference/).fill('BACS-E2E-0042');
    await paid.getByRole('button', { name: 'Mark Paid' }).click();
    await expectFirstToast(s, 'Payout marked paid');
    await s.getByText('Ref. BACS-E2E-0042').waitFor();
    await expectAxeClean(s);

    await page.reload();
    await page.getByRole('tab', { name: 'settlement' }).click();
    await page.getByText('Payment reference: BACS-E2E-0042').waitFor();
  });

  it('a rejected document shows its reason on the victim’s case page', async () => {
    const { page } = victim;
    const filename = `payslip-${Date.now()}.pdf`;
    await page.goto(`/recovery-details/${caseId}`);
    await page.getByRole('tab', { name: 'documents' }).click();
    await page.getByLabel('Category').selectOption('financial');
    await page.getByLabel('Files').setInputFiles({ name: filename, mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expectFirstToast(page, 'Document uploaded successfully');

    const s = staff.page;
    await s.goto(`/admin/documents?q=${filename}`);
    // Viewed in the page: PDF.js draws each page; nothing is framed and nothing of the file runs.
    await s.getByRole('button', { name: `View ${filename}` }).click();
    const viewer = s.getByRole('dialog', { name: filename });
    await viewer.getByRole('img', { name: `Page 1 of 1 of ${filename}` }).waitFor();
    await expectAxeClean(s);
    await s.keyboard.press('Escape');
    await s.getByRole('button', { name: `Reject ${filename}` }).click();
    const dialog = s.getByRole('dialog', { name: 'Reject document' });
    await dialog.getByLabel(/Reason/).fill('The page is cut off; please send all pages.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expectFirstToast(s, 'Document rejected');
    await expectAxeClean(s);

    await page.reload();
    await page.getByRole('tab', { name: 'documents' }).click();
    await page.getByText('Reason: The page is cut off; please send all pages.').waitFor();
  });

  it("draws the money's path on the case, beside the table of the same transfers, axe-clean", async () => {
    const s = staff.page;
    await s.goto(`/admin/incidents/${caseId}`);
    const picture = s.getByTestId('money-path');
    await picture.locator('.react-flow__node').first().waitFor();
    expect(await picture.locator('.react-flow__node').count()).toBeGreaterThanOrEqual(2);
    expect(await picture.locator('.react-flow__edge').count()).toBeGreaterThanOrEqual(1);
    await s.getByRole('table', { name: 'Money trails linked to this case' }).waitFor();
    await expectAxeClean(s);
    await s.screenshot({ path: process.env.E2E_SCREENSHOTS ? `${process.env.E2E_SCREENSHOTS}/money-path.png` : undefined, fullPage: true });
  });

  it('shows Money Trails with a total per currency, axe-clean', async () => {
    const s = staff.page;
    await s.goto('/admin/money-trails');
    await s.getByRole('heading', { level: 1, name: 'Money Trails' }).waitFor();
    await s.getByText('Total amount', { exact: true }).waitFor();
    await expectAxeClean(s);
  });
});
