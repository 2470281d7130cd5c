import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { browserForSuite, e2e, newPage } from './support/browser';
import { signInAsStaff } from './support/staff';

// Issue 27 on the built app: a confirmed case's scammer identifiers leave as a STIX 2.1 bundle or a
// MISP event from the case page, and nothing of the victim goes with them.
const VICTIM = `intel-${Date.now().toString(36)}@example.org`;
const SCAM_SITE = 'harbourline-trading-e2e.com';

async function fileReport(): Promise<{ id: number; caseReference: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    victimEmail: VICTIM,
    platformName: 'Harbourline Trading',
    websiteUrl: `https://${SCAM_SITE}/login`,
    incidentDate: '2026-10-05',
    lossAmount: '3100.00',
    description: 'A trading desk that asked for a release fee before any withdrawal.',
    fraudType: 'investment_scam',
  })) form.append(key, value);
  const res = await fetch(`${e2e.baseURL}/api/report-incident`, { method: 'POST', body: form, headers: { 'x-forwarded-for': '203.0.113.87' } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { incident: { id: number; caseReference: string } }).incident;
}

describe.skipIf(!e2e.enabled)('sharing scammer identifiers', () => {
  const browser = browserForSuite();

  it('confirms a report, then downloads its identifiers as STIX 2.1 and as a MISP event, without the victim', async () => {
    const incident = await fileReport();
    const { context, page } = await newPage(browser());
    await signInAsStaff(page);
    await page.goto(`/admin/incidents/${incident.id}`);
    await page.getByRole('heading', { level: 1, name: `Incident ${incident.caseReference}` }).waitFor();
    // An unconfirmed report's word is shared with nobody (D18): the menu comes with the confirmation.
    expect(await page.getByRole('button', { name: 'Share identifiers' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Confirm report' }).click();
    const share = page.getByRole('button', { name: 'Share identifiers' });
    await share.waitFor();

    const files: Record<string, string> = {};
    for (const name of ['STIX 2.1', 'MISP event']) {
      await share.click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name }).click()]);
      files[name] = await readFile((await download.path())!, 'utf8');
      await page.getByText('Identifiers ready').first().waitFor();
    }
    const bundle = JSON.parse(files['STIX 2.1']!) as { type: string; objects: { type: string; pattern?: string }[] };
    expect(bundle.type).toBe('bundle');
    expect(bundle.objects.some((o) => o.type === 'indicator' && o.pattern?.includes(SCAM_SITE))).toBe(true);
    const event = JSON.parse(files['MISP event']!) as { Event: { Attribute: { type: string; value: string }[] } };
    expect(event.Event.Attribute.some((a) => a.value.includes(SCAM_SITE))).toBe(true);
    for (const text of Object.values(files)) {
      expect(text).not.toContain(VICTIM);
      expect(text).not.toContain('3100');
      expect(text).not.toContain('release fee');
    }
    await context.close();
  });
});
