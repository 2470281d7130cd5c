import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { linkIn } from '../src/server/test/smtp';
import { browserForSuite, e2e, newPage } from './support/browser';
import { builtServerWithMailForSuite } from './support/server';
import { caseworkerSignedIn, signInAsStaff } from './support/staff';
import { expectFirstToast } from './support/toasts';

// Issue 25's "done means": one case from an anonymous report to a paid payout, with two staff
// members (the admin and a caseworker), checking at each step what each sees in My work, the bell
// and the case's Activity, and what the victim sees and receives (how many mails, in what words).
const VICTIM = { email: 'demo@example.com', password: 'harbour-lantern-2026' };
const PLATFORM = `Journey Markets ${Date.now().toString(36)}`;

/** The bell's count in the header, as its label says it. */
async function bellSays(page: Page): Promise<string> {
  return (await page.getByRole('link', { name: /^New for you, / }).getAttribute('aria-label')) ?? '';
}

/** A queue of My work, by the start of its heading, as the names of its entries. */
async function queue(page: Page, name: RegExp): Promise<string> {
  return (await page.getByRole('region', { name }).textContent()) ?? '';
}

describe.skipIf(!e2e.enabled)('a case from an anonymous report to a paid payout, with two staff members', () => {
  const { server, smtp } = builtServerWithMailForSuite();
  const browser = browserForSuite();

  it('runs the whole case, and each person sees and receives what they should', async () => {
    const victimMails: string[] = [];
    const nextVictimMail = async () => {
      const mail = await smtp.nextMailTo(VICTIM.email, 15_000);
      victimMails.push(/^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '');
      return mail;
    };

    // 1. Someone reports a loss for the victim's address without signing in (D18: unconfirmed).
    const form = new FormData();
    for (const [key, value] of Object.entries({
      victimEmail: VICTIM.email,
      platformName: PLATFORM,
      incidentDate: '2026-10-12',
      lossAmount: '900.00',
      description: 'The broker asked for a release fee before paying out my balance.',
      fraudType: 'investment_scam',
    })) form.append(key, value);
    const filed = await fetch(`${server.baseURL}/api/report-incident`, { method: 'POST', body: form, headers: { 'x-forwarded-for': '203.0.113.77' } });
    expect(filed.status).toBe(201);
    const { id: caseId, caseReference: reference } = ((await filed.json()) as { incident: { id: number; caseReference: string } }).incident;

    // The victim is asked to confirm it, and does.
    const confirmation = await nextVictimMail();
    expect(confirmation.text).toContain(reference);
    const victim = await newPage(browser(), { baseURL: server.baseURL });
    await victim.page.goto('/login');
    await victim.page.getByLabel('E-mail address').fill(VICTIM.email);
    await victim.page.getByLabel('Password').fill(VICTIM.password);
    await victim.page.getByRole('button', { name: 'Sign In' }).click();
    await victim.page.waitForURL('**/dashboard');
    await victim.page.goto(linkIn(confirmation, /http\S+\/confirm-report\?token=[\w-]+/));
    await victim.page.getByRole('button', { name: 'Yes, this is my report' }).click();
    await victim.page.getByText('Report confirmed').waitFor();

    // 2. The admin lands on My work: the report is new for them (marked New), and nobody has taken
    //    it; having seen it there, the bell has nothing unread.
    const admin = await newPage(browser(), { baseURL: server.baseURL });
    await signInAsStaff(admin.page);
    await admin.page.goto('/admin/my-work');
    const newReport = admin.page.getByRole('list', { name: 'New for you' }).getByRole('listitem').filter({ hasText: `New report ${reference}` });
    await newReport.waitFor();
    expect(await newReport.textContent()).toMatch(/^New/);
    expect(await queue(admin.page, /^New reports nobody has taken/)).toContain(reference);
    await admin.page.goto('/admin/incidents');
    // Once the header has asked (the count shows only after its answer).
    await admin.page.waitForLoadState('networkidle');
    expect(await bellSays(admin.page)).toBe('New for you, none unread');

    // 3. A caseworker takes the case from its page: it is theirs, and no longer nobody's.
    const caseworker = await caseworkerSignedIn({ browser: browser(), admin: admin.page, smtp, baseURL: server.baseURL, username: 'kim-journey' });
    const c = caseworker.page;
    await c.goto(`/admin/incidents/${caseId}`);
    await c.getByRole('button', { name: 'Take this case' }).click();
    await expectFirstToast(c, 'You took the case');
    await c.goto('/admin/my-work');
    expect(await queue(c, /^My cases/)).toContain(reference);
    expect(await queue(c, /^New reports nobody has taken/)).not.toContain(reference);

    // 4. The admin records what was recovered (the victim is told their case changed, not how),
    //    and lets one approval do for payouts under $500 (the organisation's setting).
    const setting = await admin.page.evaluate(async () => {
      const res = await fetch('/api/admin/settings/payout_single_approval_below', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('adminToken')}` },
        body: JSON.stringify({ value: '500' }),
      });
      return res.status;
    });
    expect(setting).toBe(200);
    await admin.page.goto(`/admin/incidents/${caseId}`);
    await admin.page.getByRole('button', { name: 'Edit financials and money trails' }).click();
    await admin.page.getByText(/^If the recovered amount changes, the victim gets one e-mail/).waitFor();
    await admin.page.getByLabel(/Recovered amount \(USD\)/).fill('200.00');
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await expectFirstToast(admin.page, 'Financial data updated');
    const updated = await nextVictimMail();
    expect(updated.text).toContain(`Your case ${reference} was updated`);
    expect(updated.text).toContain(`/recovery-details/${caseId}?tab=settlement`);
    expect(updated.text).not.toContain('200.00');

    // 5. The victim follows the mailed link to the settlement and asks for the money available.
    await victim.page.goto(linkIn(updated, /http\S+\/recovery-details\/\d+\?tab=settlement/));
    expect(await victim.page.getByRole('tab', { name: 'settlement' }).getAttribute('aria-selected')).toBe('true');
    await victim.page.getByRole('button', { name: 'Request Payout' }).click();
    const request = victim.page.getByRole('dialog', { name: 'Request Payout' });
    await request.getByLabel('Account details').fill('M. Demo, Example Bank, account 12345678');
    await request.getByRole('button', { name: 'Submit Payout Request' }).click();
    await expectFirstToast(victim.page, 'Payout request submitted successfully!');

    // The caseworker, its owner, hears of it in the bell; the case waits on the team.
    await c.goto('/admin/incidents');
    await expect.poll(() => bellSays(c), { timeout: 10_000 }).toMatch(/^New for you, \d+ unread$/);
    await c.goto('/admin/my-work');
    await c.getByRole('list', { name: 'New for you' }).getByRole('link', { name: `Payout requested on ${reference}` }).waitFor();
    expect(await queue(c, /^Waiting on us/)).toContain(reference);

    // 6. The caseworker approves it (one approval under $500; the admin recorded the amount, so
    //    may not); the victim hears of a decision, not of the sum.
    await c.goto(`/admin/payouts?q=${reference}`);
    await c.getByRole('button', { name: `Approve ${reference}` }).click();
    const approve = c.getByRole('dialog', { name: 'Approve payout' });
    expect(await approve.getByLabel(/Amount to approve/).inputValue()).toBe('170.00');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expectFirstToast(c, 'Payout approved');
    const decided = await nextVictimMail();
    expect(decided.text).toContain('A decision on your payout request');
    expect(decided.text).toContain(`/recovery-details/${caseId}?tab=settlement`);
    expect(decided.text).not.toContain('170');
    await c.goto('/admin/my-work');
    expect(await queue(c, /^Waiting on us/)).not.toContain(reference);

    // 7. The admin, who did not give the approval, marks it paid.
    await admin.page.goto(`/admin/payouts?q=${reference}`);
    await admin.page.getByRole('button', { name: `Mark Paid ${reference}` }).click();
    const paid = admin.page.getByRole('dialog', { name: 'Mark payout paid' });
    await paid.getByLabel(/Payment reference/).fill('BACS-JOURNEY-7');
    await paid.getByRole('button', { name: 'Mark Paid' }).click();
    await expectFirstToast(admin.page, 'Payout marked paid');
    // The victim is told their payout request changed again (that it was paid is on the case page).
    const paidNotice = await nextVictimMail();
    expect(paidNotice.text).toContain(`The case team has updated your payout request on case ${reference}`);
    expect(paidNotice.text).not.toContain('BACS-JOURNEY-7');

    // 8. The case's Activity tells the whole story, newest first, with the mails by subject.
    await admin.page.goto(`/admin/incidents/${caseId}`);
    const activity = admin.page.getByRole('list', { name: 'Activity on this case, newest first' });
    await activity.getByText('Payout paid').waitFor();
    const story = (await activity.textContent()) ?? '';
    for (const step of ['Payout paid', 'Payout approved', 'Payout requested: 170.00 USD', 'Financials edited', 'Case taken by a caseworker', 'Report confirmed by the victim', 'Incident reported by a victim']) {
      expect(story, step).toContain(step);
    }
    expect(story.indexOf('Payout paid')).toBeLessThan(story.indexOf('Payout requested'));
    await admin.page.getByLabel('Show').selectOption('E-mails to the victim');
    await activity.getByText(/^E-mail: /).first().waitFor();
    expect(await activity.getByText(/^E-mail: /).count()).toBe(4);

    // 9. The victim sees the money paid, and was mailed four times in all: asked to confirm, told
    //    the case changed, told of the decision, told of the payment; never an amount or a reference.
    await victim.page.goto(`/recovery-details/${caseId}?tab=settlement`);
    await victim.page.getByText('Payment reference: BACS-JOURNEY-7').waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.filter((mail) => mail.to.includes(VICTIM.email))).toEqual([]);
    expect(victimMails).toHaveLength(4);

    await caseworker.context.close();
    await admin.context.close();
    await victim.context.close();
  });
});
