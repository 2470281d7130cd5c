import type { Page } from 'playwright-core';

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
