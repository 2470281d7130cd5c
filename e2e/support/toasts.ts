import type { Page } from 'playwright-core';

/** The region the app's toasts appear in. */
export const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Waits for the toast with this title, and this description when one is given. */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const area = notifications(page);
  await area.getByText(title, { exact: true }).waitFor();
  if (description) await area.getByText(description).waitFor();
}

/** Waits for a toast with this title where the same title may be showing more than once. */
export async function expectFirstToast(page: Page, title: string): Promise<void> {
  await notifications(page).getByText(title, { exact: true }).first().waitFor();
}
