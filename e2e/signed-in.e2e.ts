import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetails } from '../src/shared/cases/schema';
import type { DashboardSummary } from '../src/shared/dashboard/schema';
import { formatMoney as formatIn, formatThousands as thousandsIn } from '../src/shared/money/format-money';
import { browserForSuite, e2e, expectAxeClean, newPage } from './support/browser';
import { expectToast, notifications } from './support/toasts';

// The demo victim. The front-door journey completes a verification for this address and keeps
// this password; if anything else changed it, beforeAll sets it again through a verification link.
const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'harbour-lantern-2026';
const DEMO_NAME = 'Alex Morgan (demo)';

// A structurally real one-page PDF: the server checks uploads by their content (D9).
const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

async function ensureDemoPassword() {
  const login = await fetch(`${e2e.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  if (login.ok) return;
  const sent = (await (
    await fetch(`${e2e.baseURL}/api/send-verification`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL }),
    })
  ).json()) as { verificationUrl?: string };
  const token = new URL(sent.verificationUrl ?? '').searchParams.get('token');
  const done = await fetch(`${e2e.baseURL}/api/verify/${token}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: DEMO_NAME, country: 'United States', password: DEMO_PASSWORD }),
  });
  expect(done.ok).toBe(true);
}

// Sign-ins are limited per account (8 in 15 minutes), and other journeys sign in as the demo victim
// too: sign in once through /login, then open every other page with that session.
async function signInThroughLoginPage(browser: Browser): Promise<SessionState> {
  const { context, page } = await newPage(browser);
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(DEMO_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).waitFor();
  // Keyboard and screen-reader users continue from the heading, not from the top of the document.
  await page.waitForFunction(() => document.activeElement?.textContent === 'My Dashboard', null, { timeout: 5000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function openDashboard(
  browser: Browser,
  session: SessionState,
  options: { mobile?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: e2e.baseURL,
    storageState: session,
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    isMobile: options.mobile ?? false,
    hasTouch: options.mobile ?? false,
  });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).waitFor();
  return { context, page };
}

async function apiGet<T>(context: BrowserContext, path: string): Promise<T> {
  // The context's request client carries the same session cookie as the page.
  const response = await context.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

describe.skipIf(!e2e.enabled)('the signed-in victim', () => {
  const browser = browserForSuite();
  let session: SessionState;
  beforeAll(async () => {
    await ensureDemoPassword();
    session = await signInThroughLoginPage(browser());
  });

  it('shows dashboard figures computed from the data, and is axe-clean', async () => {
    const { context, page } = await openDashboard(browser(), session);
    const summary = await apiGet<DashboardSummary>(context, '/api/dashboard');
    expect(summary.incidents.length).toBeGreaterThan(3);

    const stat = (label: string) => page.locator(`[data-stat="${label}"]`);
    // Issue 28: one figure per currency, never added across.
    type Figure = 'totalLoss' | 'recovered' | 'availableForPayout' | 'lossWithRecoveryHelp';
    const each = (figure: Figure, format: (amount: string, currency: string) => string = formatIn) =>
      summary.totals.byCurrency.map((t) => format(t[figure], t.currency)).join(' · ') || format('0', 'USD');
    await expect.poll(() => stat('Total loss').textContent()).toBe(each('totalLoss', (a, c) => thousandsIn(a, c)));
    // Money a victim may act on is exact; no headline tile for the loss on cases with recovery help (D5).
    expect(await stat('Recovered').textContent()).toBe(each('recovered'));
    expect(await stat('Available for payout').textContent()).toBe(each('availableForPayout'));
    expect(await page.locator('[data-stat="Potentially recoverable"]').count()).toBe(0);
    await page.getByText(`Loss on cases where recovery help exists: ${each('lossWithRecoveryHelp')}`).waitFor();
    expect(await stat('Fraud reports').textContent()).toBe(String(summary.totals.incidentCount));

    const rate = summary.successRate === null ? 'N/A' : `${summary.successRate.toFixed(1)}%`;
    await page.getByRole('progressbar', { name: 'Success rate' }).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Success rate' }).getAttribute('aria-valuetext')).toBe(rate);

    // D4: the tiles are counted from the directory, not the old fixed 12 / 1.2k / 89%.
    const tiles = page.locator('dl').filter({ hasText: 'Platforms in the directory' });
    const tile = (label: string) => tiles.locator('div').filter({ hasText: label }).locator('dd');
    expect(await tile('Platforms in the directory').textContent()).toBe(String(summary.tiles.platformsInDirectory));
    expect(await tile('Reports this month').textContent()).toBe(String(summary.tiles.reportsThisMonth));
    const closed = summary.tiles.closedWithFundsRecoveredPercent;
    expect(await tile('Closed cases with funds recovered').textContent()).toBe(closed === null ? 'N/A' : `${closed.toFixed(1)}%`);
    expect(await page.getByText('1.2k').count()).toBe(0);

    // First three reports, then all of them.
    const reports = page.getByRole('region', { name: 'Your Fraud Reports' });
    const items = reports.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect.poll(() => items.count()).toBe(3);
    await reports.getByRole('button', { name: `Show all ${summary.incidents.length} reports` }).click();
    expect(await items.count()).toBe(summary.incidents.length);
    for (const { incident } of summary.incidents) {
      await reports.getByText(incident.caseReference, { exact: false }).first().waitFor();
    }

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectToast(page, 'Data Refreshed');
    await expectAxeClean(page);
    await context.close();
  });

  it('opens the incident report with every tab filled from the case data', async () => {
    const { context, page } = await openDashboard(browser(), session);
    const summary = await apiGet<DashboardSummary>(context, '/api/dashboard');
    const rich = summary.incidents.find((i) => Number(i.settlement.recovered) > 0) ?? summary.incidents[0]!;
    const details = await apiGet<CaseDetails>(context, `/api/recovery-cases/${rich.incident.id}`);
    const reference = `FR-${String(rich.incident.id).padStart(6, '0')}`;
    const cspViolations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
    });

    await page.getByRole('button', { name: 'Show all' }).click();
    await page.getByRole('button', { name: `View details of ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Comprehensive Incident Report' });
    await dialog.getByRole('tab', { name: 'overview' }).waitFor();
    // The dialog's scroll lock inserts a <style> tag; the page's style nonce lets it through the CSP.
    expect(cspViolations).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await dialog.getByText(reference, { exact: true }).first().isVisible()).toBe(true);
    expect(await dialog.getByText(formatIn(details.incident.lossAmount, details.incident.currency)).first().isVisible()).toBe(true);
    await expectAxeClean(page);

    await dialog.getByRole('tab', { name: 'recovery' }).click();
    await dialog.getByText('Legal Review & Documentation').waitFor();
    await dialog.getByText(/Outcomes are not guaranteed/).waitFor();
    expect(await dialog.getByText(/75%|85%|95%/).count()).toBe(0);

    await dialog.getByRole('tab', { name: 'timeline' }).click();
    for (const event of details.incident.timelineEvents) await dialog.getByText(event.title, { exact: true }).first().waitFor();

    await dialog.getByRole('tab', { name: 'documents' }).click();
    for (const doc of details.incident.requiredDocuments) await dialog.getByText(doc.name, { exact: true }).waitFor();

    await dialog.getByRole('tab', { name: 'team' }).click();
    for (const member of details.incident.caseTeam) await dialog.getByText(member.name, { exact: true }).waitFor();

    await dialog.getByRole('tab', { name: 'financials' }).click();
    await dialog.getByText(`Fee on recovered funds (${details.settlement.feePercent}%)`).waitFor();
    await dialog.getByText(formatIn(details.settlement.availableForPayout, details.settlement.currency), { exact: true }).first().waitFor();
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    // D4: a case nobody has worked on yet says so instead of showing samples.
    const empty = summary.incidents.find((i) => i.incident.status === 'open');
    if (empty) {
      await page.goto(`/incident-details/${empty.incident.id}`);
      await page.getByRole('heading', { level: 1, name: 'Incident Details' }).waitFor();
      await page.getByRole('tab', { name: 'timeline' }).click();
      await page.getByText('No timeline events yet').waitFor();
      await page.getByRole('tab', { name: 'team' }).click();
      await page.getByText('No case team assigned yet').waitFor();
    }

    await page.goto('/incident-details/987654');
    await page.getByRole('heading', { level: 1, name: 'Incident Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('sends a message to the automated help and shows its article links', async () => {
    const { context, page } = await openDashboard(browser(), session);
    const summary = await apiGet<DashboardSummary>(context, '/api/dashboard');
    const id = summary.incidents[0]!.incident.id;
    await page.goto(`/recovery-details/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Recovery Case Details' }).waitFor();
    await expectAxeClean(page);

    await page.getByRole('tab', { name: 'messages' }).click();
    // The open section is in the address, so a mailed link (and a reload) opens it again (issue 25).
    await page.waitForURL(`**/recovery-details/${id}?tab=messages`);
    await page.reload();
    expect(await page.getByRole('tab', { name: 'messages' }).getAttribute('aria-selected')).toBe('true');
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/messages')) posted += 1;
    });
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Please write a message').waitFor();
    expect(posted).toBe(0);

    await page.getByLabel('Send to').selectOption('Automated help');
    await page.getByText('Not a person.', { exact: false }).waitFor();
    await page.getByLabel('Your message').fill('When can I get a payout of the recovered money?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expectToast(page, 'Message sent successfully');
    expect(await page.getByLabel('Your message').inputValue()).toBe('');
    // Focus follows the work: the message just sent, not the top of the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('When can I get a payout of the recovered money?');

    const log = page.getByRole('log', { name: 'Conversation' });
    await log.getByText('When can I get a payout of the recovered money?').waitFor();
    await log.getByText('Automated', { exact: true }).last().waitFor();
    const article = log.getByRole('link', { name: 'How payouts of recovered money work' }).last();
    expect(await article.getAttribute('href')).toBe('/resources#help-how-payouts-work');
    await expectAxeClean(page);
    await context.close();
  });

  it('uploads a document and lists it with its status and size', async () => {
    const { context, page } = await openDashboard(browser(), session);
    const summary = await apiGet<DashboardSummary>(context, '/api/dashboard');
    const id = summary.incidents[0]!.incident.id;
    await page.goto(`/recovery-details/${id}`);
    await page.getByRole('tab', { name: 'documents' }).click();

    const filename = `bank-statement-${Date.now()}.pdf`;
    await page.getByLabel('Category').selectOption('financial');
    await page.getByLabel('Files').setInputFiles({ name: filename, mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await page.getByText(`${(SAMPLE_PDF.length / 1024).toFixed(1)} KB`).first().waitFor();
    await page.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, 'Document uploaded successfully');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Your documents');

    const row = page.getByRole('listitem').filter({ hasText: filename });
    await row.getByText('Pending', { exact: true }).waitFor();
    expect(await row.getByRole('link', { name: `Download ${filename}` }).getAttribute('href')).toMatch(/^\/api\/documents\/\d+\/download$/);
    await expectAxeClean(page);
    await context.close();
  });

  it('requests a payout on the case with recovered funds and shows it pending', async () => {
    const { context, page } = await openDashboard(browser(), session);
    const summary = await apiGet<DashboardSummary>(context, '/api/dashboard');
    const eligible = summary.incidents.find((i) => i.canRequestPayout);
    expect(eligible, 'the demo data has a case with recovered funds').toBeTruthy();
    const { incident, settlement } = eligible!;

    await page.goto(`/recovery-details/${incident.id}`);
    await page.getByRole('tab', { name: 'settlement' }).click();
    await page.getByRole('button', { name: 'Request Payout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Payout' });
    await dialog.getByText(formatIn(settlement.availableForPayout, settlement.currency), { exact: true }).waitFor();
    await dialog.getByRole('note', { name: 'Beware of recovery scams' }).waitFor();
    expect(await dialog.getByLabel('Payout method').inputValue()).toBe('bank_transfer');
    await expectAxeClean(page);

    await dialog.getByRole('button', { name: 'Submit Payout Request' }).click();
    await dialog.getByText('Please enter your account details').waitFor();
    await dialog.getByLabel('Account details').fill('J. Doe, Example Bank, account 12345678');
    await dialog.getByRole('button', { name: 'Submit Payout Request' }).click();
    await expectToast(page, 'Payout request submitted successfully!');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Payout requests');

    const payouts = page.getByRole('listitem').filter({ hasText: formatIn(settlement.availableForPayout, settlement.currency) });
    await payouts.getByText('Pending', { exact: true }).waitFor();
    // D5: account details are only ever shown masked.
    expect(await page.getByText('12345678').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Request Payout' }).count()).toBe(0);
    await context.close();
  });

  it("opens /recovery with the signed-in victim's e-mail address filled in", async () => {
    const { context, page } = await openDashboard(browser(), session, { mobile: true });
    await page.goto('/recovery');
    await page.getByRole('heading', { level: 1, name: 'Apply for Recovery Assistance' }).waitFor();
    await expect.poll(() => page.getByLabel('E-mail address').inputValue()).toBe(DEMO_EMAIL);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('downloads everything held about the victim as a zip', async () => {
    const { context, page } = await openDashboard(browser(), session);
    await page.getByRole('link', { name: 'Manage my data' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Data' }).waitFor();
    await page.getByText('Type DELETE to confirm').waitFor();
    await expectAxeClean(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    await context.close();
  });

  it('deletes an account after the password and DELETE, then signs the victim out', async () => {
    // A throwaway profile, so the demo victim stays for the other journeys.
    const email = `leaving-${Date.now()}@example.com`;
    const password = 'a-long-enough-password';
    const sent = await fetch(`${e2e.baseURL}/api/send-verification`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const token = new URL(((await sent.json()) as { verificationUrl: string }).verificationUrl).searchParams.get('token');
    const created = await fetch(`${e2e.baseURL}/api/verify/${token}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Leaving Victim', country: 'United Kingdom', password }),
    });
    expect(created.ok).toBe(true);

    const { context, page } = await newPage(browser());
    await page.goto('/login');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/my-data');
    await page.getByRole('heading', { level: 1, name: 'My Data' }).waitFor();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Please enter your password').waitFor();
    await page.getByText('Type DELETE to confirm', { exact: true }).last().waitFor();
    await page.getByLabel('Your password').fill('not-my-password');
    await page.getByLabel('Type DELETE to confirm').fill('DELETE');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await notifications(page).getByText('Password is incorrect').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/my-data');

    await page.getByLabel('Your password').fill(password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    expect((await context.request.get('/api/auth/me')).status()).toBe(401);
    const again = await context.request.post('/api/auth/login', { data: { email, password } });
    expect(again.status()).toBe(401);
    await context.close();
  });

  it('is axe-clean on a 390 px phone and nothing sticks out sideways', async () => {
    const { context, page } = await openDashboard(browser(), session, { mobile: true });
    await page.getByText('Your Fraud Reports').waitFor();
    await page.locator('[data-stat="Total loss"]').waitFor();
    await expectAxeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
