import { describe, expect, it } from 'vitest';
import { browserForSuite, e2e, expectAxeClean, newPage } from './support/browser';
import { signInAsStaff } from './support/staff';

// Issue 25 on the built app: the incidents list by owner and fraud type; one case, one page (its
// Activity, filterable by kind); "Add money trail" from the case opens the form on it, and the trail
// then shows in the case's Activity; the victim is answered on the case page; read by keyboard and screen reader, on a desktop and a phone.
const VICTIM = `case-page-${Date.now().toString(36)}@example.org`;

async function fileReport(): Promise<{ id: number; caseReference: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    victimEmail: VICTIM,
    platformName: 'Harbourline Markets',
    incidentDate: '2026-10-03',
    lossAmount: '4200.00',
    description: 'A broker who stopped answering once I asked to withdraw.',
    fraudType: 'investment_scam',
  })) form.append(key, value);
  const res = await fetch(`${e2e.baseURL}/api/report-incident`, { method: 'POST', body: form, headers: { 'x-forwarded-for': '203.0.113.41' } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { incident: { id: number; caseReference: string } }).incident;
}

describe.skipIf(!e2e.enabled)('the staff case page', () => {
  const browser = browserForSuite();

  it('finds a case nobody owns by its filters, shows its activity, and adds a money trail from it', async () => {
    const incident = await fileReport();
    const { context, page } = await newPage(browser());
    await signInAsStaff(page);
    await page.goto('/admin/incidents');
    await page.getByLabel('Owner').selectOption('Nobody yet');
    await page.getByLabel('Fraud type').selectOption('Investment scam');
    await page.getByLabel('Search incidents').fill(incident.caseReference);
    const row = page.getByRole('row', { name: new RegExp(incident.caseReference) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Nobody yet');
    expect(new URL(page.url()).searchParams.get('owner')).toBe('unassigned');
    await expectAxeClean(page);
    await page.screenshot({ path: '/tmp/incidents-filters-1440.png' });

    await row.getByRole('link', { name: 'Harbourline Markets' }).click();
    await page.getByRole('heading', { level: 1, name: `Incident ${incident.caseReference}` }).waitFor();
    const activity = page.getByRole('list', { name: 'Activity on this case, newest first' });
    await activity.getByText('Incident reported by a victim').waitFor();
    await activity.getByText(/^E-mail: /).first().waitFor();

    await page.getByRole('link', { name: 'Add money trail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Money Trail' });
    expect(await dialog.getByLabel(/^Case/).inputValue()).toBe(incident.caseReference);
    await dialog.getByLabel(/^Amount/).fill('1500');
    await dialog.getByLabel(/To account/).fill('GB33 BUKB 2020 1555 5555 55');
    await dialog.getByRole('button', { name: 'Create Trail' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`/admin/incidents/${incident.id}`);
    await page.getByLabel('Show').selectOption('Money trails');
    await page.getByRole('list', { name: 'Activity on this case, newest first' }).getByText('Transfer of 1500.00 USD').waitFor();

    // The victim is answered from the case itself: "Answer the victim" leads to the conversation.
    await page.getByRole('link', { name: 'Answer the victim' }).click();
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await conversation.getByLabel(/^Message/).fill('We have your report and are looking at the broker.');
    await conversation.getByRole('button', { name: 'Send reply' }).click();
    await page.getByRole('log', { name: `Conversation on ${incident.caseReference}` }).getByText('We have your report and are looking at the broker.').waitFor();
    await expectAxeClean(page);
    await page.screenshot({ path: '/tmp/case-activity-1440.png', fullPage: true });
    await context.close();
  });

  it('reads on a 390 px phone without sideways scrolling', async () => {
    const incident = await fileReport();
    const { context, page } = await newPage(browser(), { mobile: true });
    await signInAsStaff(page);
    await page.goto(`/admin/incidents/${incident.id}`);
    await page.getByRole('list', { name: 'Activity on this case, newest first' }).getByText('Incident reported by a victim').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page);
    await page.screenshot({ path: '/tmp/case-activity-390.png', fullPage: true });
    await context.close();
  });
});
