import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForSuite, e2e, expectAxeClean, newPage } from './support/browser';
import { startBuiltServer, type RunningServer } from './support/server';
import { E2E_ADMIN, signInAsStaff } from './support/staff';

// Issue 22 §4 on a server of its own (it gives the e2e admin a second factor): the admin sets up an
// authenticator app from the Security page, with a real TOTP code computed here from the key the
// page shows, saves the recovery codes, signs out, and signs in again with password and code; then
// adds a passkey (Chromium's virtual authenticator, over the DevTools protocol) and signs in with it.

const PERIOD_SECONDS = 30;
const periodNow = () => Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
const codeFor = (secret: string, period: number) => generate({ secret, epoch: period * PERIOD_SECONDS });

describe.skipIf(!e2e.enabled)('staff second factor (issue 22)', () => {
  let server: RunningServer;
  const browser = browserForSuite();
  let page: Page;

  beforeAll(async () => {
    // Passkeys are bound to a domain, never to an IP address: this server is reached as localhost.
    server = await startBuiltServer({}, { hostName: 'localhost' });
    ({ page } = await newPage(browser(), { baseURL: server.baseURL }));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('an admin sets up an authenticator app, signs out, and signs in again with a code from it', async () => {
    await signInAsStaff(page);
    await page.getByRole('link', { name: 'e2e-admin' }).click();
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
    await page.getByRole('button', { name: 'Set up an app' }).click();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code to add this account to an authenticator app' }).waitFor();
    await expectAxeClean(page);

    const secret = (await page.getByTestId('totp-key').getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const enrolPeriod = periodNow();
    await page.getByLabel('Code from the app').fill(await codeFor(secret, enrolPeriod));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    // Axe looks at the settled page: the codes and the app shown as set up.
    await page.getByText('An authenticator app is set up.').waitFor();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'I have saved my codes' }).click();

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin-login');

    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const codeField = page.getByLabel('Code from your authenticator app');
    await codeField.waitFor();
    await expectAxeClean(page);
    // Staff data stays closed with the password alone.
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const owed = await page.request.get('/api/admin/users', { headers: { authorization: `Bearer ${token}` } });
    expect(owed.status()).toBe(401);
    expect((await owed.json()) as unknown).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });

    // The code that confirmed the app is spent; the next period's is accepted (one step of drift either side).
    await codeField.fill(await codeFor(secret, enrolPeriod));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('That code did not work. Please check it and try again').waitFor();
    await codeField.fill(await codeFor(secret, Math.max(periodNow(), enrolPeriod + 1)));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/my-work');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('the same admin adds a passkey and signs in with it instead of a code', async () => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });

    await page.goto('/admin/security');
    await page.getByLabel('Name for this passkey').fill('E2E laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('E2E laptop', { exact: true }).waitFor();
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin-login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/my-work');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
});
