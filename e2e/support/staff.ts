import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { linkIn } from '../../src/server/test/smtp';
import { newPage } from './browser';
import type { TestSmtp } from './server';

/** The admin every e2e server starts with (ADMIN_USERNAME / ADMIN_PASSWORD in e2e/support/server.ts). */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password' };

/** Signs a staff member in at the spec's /admin-login and waits for the overview's address. */
export async function signInAsStaff(page: Page, account: { username: string; password: string } = E2E_ADMIN): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // My work is where staff land, unless the guard sent them to sign in from another staff page
  // (a sign-in form opened again at the same address keeps that in its history state).
  await page.waitForURL((url) => url.pathname === '/admin/my-work' || url.pathname === '/admin');
}

/**
 * A caseworker account made by the admin through the staff API, its password set through the
 * e-mailed link, and signed in in a browser of its own: four eyes on a payout need other people.
 */
export async function caseworkerSignedIn(options: { browser: Browser; admin: Page; smtp: TestSmtp; baseURL: string; username: string }) {
  const email = `${options.username}@staff.example.org`;
  // Not guessable, and not holding the user name (the staff password rules refuse both).
  const password = `${options.username === 'robin-e2e' ? 'copper kettle signal' : 'amber tram lighthouse'} ${options.username.length * 1931}`;
  const created = await options.admin.evaluate(
    async ([username, address]) => {
      const res = await fetch('/api/admin/staff', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('adminToken')}` },
        body: JSON.stringify({ username, displayName: username, email: address, role: 'caseworker' }),
      });
      return res.status;
    },
    [options.username, email],
  );
  expect(created).toBe(201);
  const link = linkIn(await options.smtp.nextMailTo(email, 10_000), /http\S+\/admin\/set-password\?token=[\w-]+/);
  const token = new URL(link).searchParams.get('token')!;
  const set = await fetch(`${options.baseURL}/api/staff-password/${token}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
  expect(set.status).toBe(200);
  const signedIn = await newPage(options.browser, { baseURL: options.baseURL });
  await signInAsStaff(signedIn.page, { username: options.username, password });
  return signedIn;
}

