import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, formatDay, localDay } from '../src/shared/tasks/due-dates';
import { browserForSuite, e2e, expectAxeClean, newPage } from './support/browser';
import { E2E_ADMIN, signInAsStaff } from './support/staff';

// Issue 26's time on a case, on the built app: an admin writes the usual steps for romance scams;
// on a romance-scam case they go onto its tasks in one go; a task is added, given and dated by
// keyboard and ticked off with the space bar; the case gets a due day; My work's Due says what is
// overdue in words and links to the case's tasks. Read by axe, at 1440 px and on a 390 px phone
// without sideways scrolling.
const VICTIM = `tasks-${Date.now().toString(36)}@example.org`;
const today = localDay(new Date());

async function fileReport(): Promise<{ id: number; caseReference: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    victimEmail: VICTIM,
    platformName: 'Heartline Dating',
    incidentDate: '2026-09-14',
    lossAmount: '6400.00',
    description: 'Someone I met on a dating site asked for money for a flight, then vanished.',
    fraudType: 'romance_scam',
  })) form.append(key, value);
  const res = await fetch(`${e2e.baseURL}/api/report-incident`, { method: 'POST', body: form, headers: { 'x-forwarded-for': '203.0.113.62' } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { incident: { id: number; caseReference: string } }).incident;
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

describe.skipIf(!e2e.enabled)('tasks, due days and case templates', () => {
  const browser = browserForSuite();
  let incident: { id: number; caseReference: string };

  it('an admin keeps the usual steps; a case takes them, and a task added by keyboard shows as overdue in My work', async () => {
    incident = await fileReport();
    const { context, page } = await newPage(browser());
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsStaff(page);

    await page.goto('/admin/case-templates');
    await page.getByRole('heading', { level: 1, name: 'Case templates' }).waitFor();
    await page.getByRole('button', { name: 'Edit the usual steps for Romance scam' }).click();
    const dialog = page.getByRole('dialog', { name: 'Usual steps: Romance scam' });
    await dialog.getByLabel('Steps, one a line').fill('Ask for the chat history\nReport the profile to the dating site\nCheck for a second request for money');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('list', { name: 'Usual steps for Romance scam' }).getByText('Report the profile to the dating site').waitFor();
    await expectAxeClean(page);
    await page.screenshot({ path: '/tmp/case-templates-1440.png' });

    await page.goto(`/admin/incidents/${incident.id}`);
    const tasks = page.getByRole('region', { name: 'Tasks' });
    await tasks.getByText('There are 3 usual steps for romance scam cases.').waitFor();
    await tasks.getByRole('button', { name: 'Add the usual steps' }).click();
    await tasks.getByRole('checkbox', { name: 'Check for a second request for money' }).waitFor();
    expect(await tasks.getByRole('button', { name: 'Add the usual steps' }).count()).toBe(0);

    // By keyboard: the task, Tab to its owner, Tab to its day (yesterday), Enter.
    const form = tasks.getByRole('form', { name: 'Add a task' });
    await form.getByLabel(/^New task/).focus();
    await page.keyboard.type('Ring the victim back about the bank');
    await page.keyboard.press('Tab');
    await form.getByLabel('Owner').selectOption({ label: E2E_ADMIN.username });
    await page.keyboard.press('Tab');
    await form.getByLabel('Due').fill(addDays(today, -1));
    await page.keyboard.press('Enter');
    const added = tasks.getByRole('listitem').filter({ hasText: 'Ring the victim back about the bank' });
    await added.getByText(`Overdue: was due ${formatDay(addDays(today, -1))}`).waitFor();
    // The form empties and the cursor goes back to its first field, for the next task.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.getAttribute('name'))).toBe('title');
    expect(await form.getByLabel(/^New task/).inputValue()).toBe('');

    // The space bar ticks a step off.
    await tasks.getByRole('checkbox', { name: 'Ask for the chat history' }).focus();
    await page.keyboard.press('Space');
    await tasks.getByRole('listitem').filter({ hasText: 'Ask for the chat history' }).getByText(/^Done by /).waitFor();

    await tasks.getByRole('button', { name: 'Set due date' }).click();
    const due = page.getByRole('dialog', { name: 'Case due date' });
    await due.getByLabel('Due').fill(addDays(today, 5));
    await due.getByRole('button', { name: 'Save' }).click();
    await tasks.getByText(`The case is due ${formatDay(addDays(today, 5))}`).waitFor();
    await page.getByRole('list', { name: 'Activity on this case, newest first' }).getByText('Usual steps added as tasks').waitFor();
    await expectAxeClean(page);
    await tasks.screenshot({ path: '/tmp/case-tasks-1440.png' });

    await page.goto('/admin/my-work');
    const dueSection = page.getByRole('region', { name: /^Due \(\d+\)$/ });
    const mine = dueSection.getByRole('listitem').filter({ hasText: 'Ring the victim back about the bank' });
    await mine.getByText(`Overdue: was due ${formatDay(addDays(today, -1))}`).waitFor();
    await mine.getByRole('link', { name: incident.caseReference }).click();
    await page.waitForURL((url) => url.hash === '#tasks');
    await page.getByRole('region', { name: 'Tasks' }).getByRole('checkbox', { name: 'Ring the victim back about the bank' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Tasks');
    await context.close();
  });

  it('fits a phone: the case’s tasks, the templates and My work, without sideways scrolling', async () => {
    const { context, page } = await newPage(browser(), { mobile: true });
    await signInAsStaff(page);
    await page.goto(`/admin/incidents/${incident.id}#tasks`);
    const tasks = page.getByRole('region', { name: 'Tasks' });
    await tasks.getByRole('checkbox', { name: 'Ring the victim back about the bank' }).waitFor();
    await noSidewaysScroll(page);
    await expectAxeClean(page);
    await tasks.screenshot({ path: '/tmp/case-tasks-390.png' });

    await page.goto('/admin/case-templates');
    await page.getByRole('list', { name: 'Usual steps for Romance scam' }).waitFor();
    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/case-templates-390.png', fullPage: true });

    await page.goto('/admin/my-work');
    await page.getByRole('region', { name: /^Due \(\d+\)$/ }).getByText('Ring the victim back about the bank').waitFor();
    await noSidewaysScroll(page);
    await expectAxeClean(page);
    await page.screenshot({ path: '/tmp/my-work-due-390.png', fullPage: true });
    await context.close();
  });
});
