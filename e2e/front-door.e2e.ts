import { describe, expect, it } from 'vitest';
import { browserForSuite, e2e, expectAxeClean, newPage, requestsTo } from './support/browser';
import { expectToast } from './support/toasts';

// The demo victim (see the demo data). The journey completes a verification for this account,
// which updates its profile; it keeps the same name and password so later journeys still sign in.
const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'harbour-lantern-2026';
const DEMO_NAME = 'Alex Morgan (demo)';

describe.skipIf(!e2e.enabled)('the victim front door', () => {
  const browser = browserForSuite();

  it('validates the search e-mail with the spec toasts', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Fraud Recovery Platform' }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^Search Fraud Directory \| .+ - Find Recovery Opportunities$/);
    // The social titles are the page title itself (visitor spec).
    const title = await page.title();
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(title);
    expect(await page.locator('meta[name="twitter:title"]').getAttribute('content')).toBe(title);
    await expectAxeClean(page);

    const searched = requestsTo(page, '/api/search');
    await page.getByRole('button', { name: 'Search Directory' }).click();
    await expectToast(page, 'Email Required', 'Please enter your email address');

    await page.getByLabel('Your e-mail address').fill('not-an-email@nowhere');
    await page.getByLabel('Your e-mail address').press('Enter');
    await expectToast(page, 'Invalid Email', 'Please enter a valid email address');
    expect(searched()).toBe(false);
    await context.close();
  });

  it('is axe-clean on a 390 px phone, with results shown', async () => {
    const { context, page } = await newPage(browser(), { mobile: true });
    await page.goto('/');
    await page.getByLabel('Your e-mail address').fill(DEMO_EMAIL);
    await page.getByRole('button', { name: 'Search Directory' }).click();
    await expectToast(page, 'Search Complete');
    await expectAxeClean(page);
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('shows the invalid-link screen for a bad verification token', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/verify?token=not-a-real-token-0000');
    await page
      .getByText('This verification link is invalid or has expired. Please submit a new recovery application.')
      .waitFor();
    expect(await page.getByRole('link', { name: 'Submit a new recovery application' }).getAttribute('href')).toBe('/recovery');
    await expectAxeClean(page);
    await context.close();
  });

  it('fits the invalid-link screen on a 390 px phone', async () => {
    const { context, page } = await newPage(browser(), { mobile: true });
    await page.goto('/verify?token=bad');
    await page.getByRole('link', { name: 'Submit a new recovery application' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page);
    await context.close();
  });

  it('searches, applies, verifies, creates the profile, logs out and logs in again', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    await page.getByLabel('Your e-mail address').fill(DEMO_EMAIL);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/search?')),
      page.getByLabel('Your e-mail address').press('Enter'),
    ]);
    const results = (await response.json()) as { incident: { status: string; lossAmount?: string } }[];
    expect(results.length).toBeGreaterThan(0);

    await expectToast(page, 'Search Complete', `Found ${results.length} platform(s) associated with your email`);
    const section = page.locator('#search');
    await section.getByText(`Found ${results.length} platform(s) associated with the email`).waitFor();
    expect(await section.getByRole('listitem').count()).toBe(results.length);
    // D1: no theatre. D2: an anonymous search never shows the amounts lost.
    expect(await page.getByText('Match Confirmed').count()).toBe(0);
    expect(await section.getByText('Amount lost').count()).toBe(0);
    expect(results.every((r) => r.incident.lossAmount === undefined)).toBe(true);
    // D14: every card carries its case reference.
    expect(await section.getByText(/^FR-\d{6}$/).count()).toBe(results.length);
    const statuses = new Set(results.map((r) => r.incident.status));
    if (statuses.has('resolved')) expect(await section.getByRole('button', { name: 'Case Resolved' }).isDisabled()).toBe(true);
    if (statuses.has('under_investigation')) await section.getByText('Under investigation', { exact: true }).waitFor();
    await expectAxeClean(page);

    const apply = section.getByRole('button', { name: 'Apply for Recovery' }).first();
    await apply.click();
    await expectToast(page, 'Development Mode - Verification Ready', 'Email verification URL generated. Click the link below to continue.');
    const continueLink = section.getByRole('link', { name: /Continue Email Verification/ });
    expect(await continueLink.getAttribute('target')).toBe('_blank');
    const [verifyPage] = await Promise.all([context.waitForEvent('page'), continueLink.click()]);

    await verifyPage.getByRole('heading', { level: 1, name: 'Create Your Profile' }).waitFor();
    await verifyPage.getByText(DEMO_EMAIL).waitFor();
    await expectAxeClean(verifyPage);
    await verifyPage.getByRole('button', { name: 'Create Profile' }).click();
    await verifyPage.getByText('Full name must be at least 2 characters').waitFor();
    await verifyPage.getByText('Password must be at least 8 characters').waitFor();
    await verifyPage.getByLabel('Full name').fill(DEMO_NAME);
    await verifyPage.getByLabel('Country').selectOption({ label: 'United States' });
    await verifyPage.getByLabel('Choose a password').fill(DEMO_PASSWORD);
    await verifyPage.getByRole('button', { name: 'Create Profile' }).click();
    await verifyPage.getByText('Profile created').waitFor();
    await verifyPage.waitForURL('**/dashboard');
    const header = verifyPage.getByRole('banner');
    await header.getByText(DEMO_EMAIL).waitFor();

    await header.getByRole('button', { name: 'Logout' }).click();
    await verifyPage.waitForURL((url) => url.pathname === '/');
    await header.getByRole('link', { name: 'Sign in' }).waitFor();

    await verifyPage.goto('/login');
    await verifyPage.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    await expectAxeClean(verifyPage);
    await verifyPage.getByLabel('E-mail address').fill(DEMO_EMAIL);
    await verifyPage.getByLabel('Password').fill('certainly-not-the-password');
    await verifyPage.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(verifyPage, 'Login Failed', 'Invalid email or password');
    await verifyPage.getByLabel('Password').fill(DEMO_PASSWORD);
    await verifyPage.getByRole('button', { name: 'Sign In' }).click();
    await verifyPage.waitForURL('**/dashboard');
    await header.getByText(DEMO_EMAIL).waitFor();
    await context.close();
  });

  it('submits a recovery application prefilled from the query string', async () => {
    const { context, page } = await newPage(browser());
    const email = `applicant-${Date.now()}@example.com`;
    await page.goto(`/recovery?platform=${encodeURIComponent('CoinVault Pro')}&email=${encodeURIComponent(email)}&amount=1500.50`);
    await page.getByRole('heading', { level: 1, name: 'Apply for Recovery Assistance' }).waitFor();
    await page.getByRole('note', { name: 'Beware of recovery scams' }).waitFor();
    await expectAxeClean(page);
    expect(await page.getByLabel('E-mail address').inputValue()).toBe(email);
    expect(await page.getByLabel('Platform name').inputValue()).toBe('CoinVault Pro');
    expect(await page.getByLabel('Amount lost').inputValue()).toBe('1500.50');

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('You must accept the terms and conditions').waitFor();
    await page.getByText('Full name is required').waitFor();

    await page.getByLabel('Full name').fill('Jordan Applicant');
    await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
    await page.getByLabel('Type of fraud').selectOption('cryptocurrency_fraud');
    await page.getByLabel('Date of the incident').fill('2025-03-14');
    await page.getByLabel('What happened?').fill('The platform blocked my withdrawals and then asked for a release fee.');
    await page.getByRole('checkbox', { name: /I have contacted my bank/ }).check();
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expectToast(page, 'Email Verification Required');
    await page.getByText(/Your application RA-\d{6} is saved/).waitFor();
    expect(await page.getByRole('link', { name: /Continue Email Verification/ }).getAttribute('href')).toMatch(/\/verify\?token=/);
    await page.getByText('A member of our team reviews your application and aims to reply within 48 hours.').waitFor();
    await expectAxeClean(page);
    await context.close();
  });
});
