import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../src/server/test/webhook-receiver';
import { browserForSuite, e2e, expectAxeClean, newPage } from './support/browser';
import { signInAsStaff } from './support/staff';

// Issue 27 on the built app: an admin makes an API key and a webhook on the Integrations page,
// the key changes a case's status, a receiver on this machine gets the event signed with the
// secret the page showed once, the delivery log says so, and the key reads the case back.

type Case = { id: number; reference: string; status: string; version: number };

describe.skipIf(!e2e.enabled)('integrations: an API key and a webhook', () => {
  const browser = browserForSuite();
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver?.close());

  it('makes a key and a webhook, delivers a signed event of a status change, and the key reads the case', async () => {
    const { context, page } = await newPage(browser());
    await signInAsStaff(page);
    await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Integrations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'API keys' }).waitFor();
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'New API key' }).focus();
    await page.keyboard.press('Enter');
    const keyDialog = page.getByRole('dialog', { name: 'New API key' });
    await keyDialog.getByLabel(/^Name/).fill('E2E case tracker');
    await keyDialog.getByRole('checkbox', { name: /Change case status/ }).check();
    await keyDialog.getByRole('button', { name: 'Make key' }).click();
    const shownKey = page.getByRole('dialog', { name: 'API key “E2E case tracker”' });
    const key = (await shownKey.getByTestId('shown-once').textContent())!;
    expect(key).toMatch(/^hvn_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    await expectAxeClean(page);
    await shownKey.getByRole('button', { name: 'I have stored it' }).click();
    await page.getByRole('button', { name: 'Revoke E2E case tracker' }).waitFor();

    await page.getByRole('button', { name: 'New webhook' }).click();
    const hookDialog = page.getByRole('dialog', { name: 'New webhook' });
    await hookDialog.getByLabel(/^Address/).fill(receiver.url('/e2e-events'));
    await hookDialog.getByLabel(/^Description/).fill('E2E receiver');
    await hookDialog.getByRole('button', { name: 'Add webhook' }).click();
    const shownSecret = page.getByRole('dialog', { name: 'Signing secret' });
    const secret = (await shownSecret.getByTestId('shown-once').textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await shownSecret.getByRole('button', { name: 'I have stored it' }).click();

    // A case of this journey's own (the demo cases stay as other journeys expect them), recorded by staff.
    const createdId = await page.evaluate(async () => {
      const res = await fetch('/api/admin/incidents', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('adminToken')}` },
        body: JSON.stringify({ victimEmail: 'e2e.integrations@example.com', platformName: 'E2E Hook Exchange', amount: '120.00', status: 'open' }),
      });
      return ((await res.json()) as { incident: { id: number } }).incident.id;
    });

    // The other system, with its key: the newest case, then its status changed as the version it read.
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${e2e.baseURL}/api/integrations/v1${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers } });
    const listed = (await (await api('/incidents?pageSize=1&status=open')).json()) as { items: Case[] };
    const chosen = listed.items[0]!;
    expect(chosen.id).toBe(createdId);
    expect(JSON.stringify(listed)).not.toContain('e2e.integrations@');
    const changed = await api(`/incidents/${chosen.id}/status`, { method: 'PATCH', headers: { 'if-match': `"${chosen.version}"` }, body: JSON.stringify({ status: 'under_review', tellVictim: false }) });
    expect(changed.status).toBe(200);

    // The case's creation went out too; the status change is the one looked at here.
    const ofTheChange = () => receiver.received.find((r) => r.path === '/e2e-events' && r.body.includes(`"caseId":${chosen.id}`) && r.body.includes('"event":"case.status_changed"'));
    const deadline = Date.now() + 20_000;
    let arrived = ofTheChange();
    while (!arrived && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      arrived = ofTheChange();
    }
    expect(arrived, 'the webhook of the status change').toBeDefined();
    const [, timestamp, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(arrived!.headers['haven-signature']))!;
    expect(createHmac('sha256', secret).update(`${timestamp}.${arrived!.body}`).digest('hex')).toBe(v1);
    const payload = JSON.parse(arrived!.body) as { event: string; data: Record<string, unknown> };
    expect(payload).toMatchObject({ event: 'case.status_changed', data: { caseId: chosen.id, caseReference: chosen.reference, status: 'under_review', previousStatus: 'open' } });

    // The log on the page says it arrived.
    await page.getByRole('button', { name: 'Deliveries of E2E receiver' }).click();
    const log = page.getByRole('dialog', { name: 'Deliveries' });
    await log.getByRole('cell', { name: 'Delivered', exact: true }).first().waitFor();
    await expectAxeClean(page);
    await log.getByRole('button', { name: 'Close' }).click();

    const read = await api(`/incidents/${chosen.id}`);
    expect(read.headers.get('etag')).toBe(`"${chosen.version + 1}"`);
    expect(await read.json()).toMatchObject({ reference: chosen.reference, status: 'under_review' });
    // The key opens nothing of the staff side.
    expect((await fetch(`${e2e.baseURL}/api/admin/incidents`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    await context.close();
  });

  it('fits a 390 px phone: the lists, a new key and the delivery log', async () => {
    const { context, page } = await newPage(browser(), { mobile: true });
    await signInAsStaff(page);
    await page.goto('/admin/integrations');
    await page.getByText('E2E case tracker').first().waitFor();
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    await expectAxeClean(page);
    expect(await width()).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'New API key' }).click();
    await page.getByRole('dialog', { name: 'New API key' }).getByLabel(/^Name/).waitFor();
    await expectAxeClean(page);
    expect(await width()).toBeLessThanOrEqual(390);
    await page.getByRole('dialog', { name: 'New API key' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Deliveries of E2E receiver' }).click();
    await page.getByRole('dialog', { name: 'Deliveries' }).getByRole('table').getByText('Delivered', { exact: true }).first().waitFor();
    await expectAxeClean(page);
    expect(await width()).toBeLessThanOrEqual(390);
    await page.getByRole('dialog', { name: 'Deliveries' }).getByRole('button', { name: 'Close' }).click();

    // Leave the shared server as it was: nothing more goes to this journey's receiver.
    await page.getByRole('button', { name: 'Delete E2E receiver' }).click();
    await page.getByRole('dialog', { name: 'Delete this webhook?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No webhooks yet. Add one with New webhook.').first().waitFor();
    await context.close();
  });
});
