import { describe, expect, it } from 'vitest';
import { linkIn } from '../src/server/test/smtp';
import { browserForSuite, e2e, newPage } from './support/browser';
import { builtServerWithMailForSuite } from './support/server';
import { caseworkerSignedIn, signInAsStaff } from './support/staff';
import { mailText, webText as es } from './support/texts';
import { expectFirstToast } from './support/toasts';

// Issue 28's "done means": a journey in Spanish from a search to a payout, with a loss in euros.
// The victim's browser asks for Spanish; every word they see is the Spanish catalogue's (a text
// without its translation fails here), every amount is in euros written the Spanish way, and the
// mails they get are in Spanish. The staff work in English: the same case, the same euros.
const VICTIM = { email: 'demo@example.com', password: 'harbour-lantern-2026' };
const PLATFORM = `Mercados Ejemplo ${Date.now().toString(36)}`;
const euros = (amount: string) => new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR' }).format(Number(amount));

describe.skipIf(!e2e.enabled)('in Spanish, from a search to a payout in euros', () => {
  const { server, smtp } = builtServerWithMailForSuite();
  const browser = browserForSuite();

  it('speaks Spanish to the victim at every step and keeps every amount in euros', async () => {
    const victimMail = () => smtp.nextMailTo(VICTIM.email, 15_000);

    // 1. A loss of €7,750 reported for the victim's address from a Spanish-speaking browser.
    const form = new FormData();
    for (const [key, value] of Object.entries({
      victimEmail: VICTIM.email,
      platformName: PLATFORM,
      incidentDate: '2026-10-14',
      lossAmount: '7750.00',
      currency: 'EUR',
      description: 'El corredor pidió una comisión de liberación antes de pagar mi saldo.',
      fraudType: 'investment_scam',
    })) form.append(key, value);
    const filed = await fetch(`${server.baseURL}/api/report-incident`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': '203.0.113.78', 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(filed.status).toBe(201);
    const { id: caseId, caseReference: reference } = ((await filed.json()) as { incident: { id: number; caseReference: string } }).incident;

    // Asked in Spanish to confirm it.
    const confirmation = await victimMail();
    expect(confirmation.subject).toBe(mailText('mail.report-confirmation.subject', { caseReference: reference }));
    expect(confirmation.text).toContain(mailText('mail.report-confirmation.heading'));
    expect(confirmation.text).toContain('lang="es"');

    const victim = await newPage(browser(), { baseURL: server.baseURL, locale: 'es-ES' });
    const v = victim.page;
    // 2. Signed in, in Spanish, the victim confirms the report from the mailed link (only a
    //    confirmed report is found by a search, D18).
    await v.goto('/login');
    await v.getByLabel(es('E-mail address')).fill(VICTIM.email);
    await v.getByLabel(es('Password')).fill(VICTIM.password);
    await v.getByRole('button', { name: es('Sign In') }).click();
    await v.waitForURL('**/dashboard');
    await v.goto(linkIn(confirmation, /http\S+\/confirm-report\?token=[\w-]+/));
    await v.getByRole('button', { name: es('Yes, this is my report') }).click();
    await v.getByText(es('Report confirmed')).waitFor();

    // 3. The search page in Spanish: the page's language, its words, and the confirmed case found in euros.
    await v.goto('/');
    expect(await v.locator('html').getAttribute('lang')).toBe('es');
    await v.getByLabel(es('Your e-mail address')).fill(VICTIM.email);
    await v.getByRole('button', { name: es('Search Directory') }).click();
    await v.getByText(PLATFORM).first().waitFor();
    await v.getByText(euros('7750')).first().waitFor();

    // 4. The staff record €1,000 recovered, in the case's own currency (the admin, in English).
    const admin = await newPage(browser(), { baseURL: server.baseURL });
    await signInAsStaff(admin.page);
    await admin.page.goto(`/admin/incidents/${caseId}`);
    await admin.page.getByRole('button', { name: 'Edit financials and money trails' }).click();
    await admin.page.getByLabel(/Recovered amount \(EUR\)/).fill('1000.00');
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await expectFirstToast(admin.page, 'Financial data updated');
    const updated = await victimMail();
    expect(updated.subject).toBe(mailText('mail.case-changed.subject', { caseReference: reference }));
    expect(updated.text).not.toContain('1000');

    // 5. The victim, in Spanish, asks for the money available: in euros, the fee taken in euros too.
    await v.goto(linkIn(updated, /http\S+\/recovery-details\/\d+\?tab=settlement/));
    await v.getByText(euros('1000')).first().waitFor();
    await v.getByRole('button', { name: es('Request Payout') }).click();
    const request = v.getByRole('dialog', { name: es('Request Payout') });
    await request.getByLabel(es('Account details')).fill('M. Demo, Banco Ejemplo, IBAN ES91 2100 0418 4502 0005 1332');
    await request.getByRole('button', { name: es('Submit Payout Request') }).click();
    await expectFirstToast(v, es('Payout request submitted successfully!'));

    // 6. A payout in euros needs two approvals (no exchange rate is ever applied, D16): two
    //    caseworkers approve, and the admin, who recorded the amount, marks it paid.
    const approvers = [
      await caseworkerSignedIn({ browser: browser(), admin: admin.page, smtp, baseURL: server.baseURL, username: 'ana-euros' }),
      await caseworkerSignedIn({ browser: browser(), admin: admin.page, smtp, baseURL: server.baseURL, username: 'luis-euros' }),
    ];
    for (const approver of approvers) {
      await approver.page.goto(`/admin/payouts?q=${reference}`);
      await approver.page.getByRole('button', { name: `Approve ${reference}` }).click();
      const approve = approver.page.getByRole('dialog', { name: 'Approve payout' });
      await approve.getByText(/EUR|€/).first().waitFor();
      await approve.getByRole('button', { name: 'Approve' }).click();
      await approver.page.getByRole('status').or(approver.page.getByRole('alert')).first().waitFor();
    }
    const decided = await victimMail();
    expect(decided.subject).toBe(mailText('mail.payout-decision.decided.subject', { reference }));
    await admin.page.goto(`/admin/payouts?q=${reference}`);
    await admin.page.getByRole('button', { name: `Mark Paid ${reference}` }).click();
    const paid = admin.page.getByRole('dialog', { name: 'Mark payout paid' });
    await paid.getByLabel(/Payment reference/).fill('SEPA-VIAJE-28');
    await paid.getByRole('button', { name: 'Mark Paid' }).click();
    await expectFirstToast(admin.page, 'Payout marked paid');
    expect((await victimMail()).subject).toBe(mailText('mail.payout-decision.paid.subject', { reference }));

    // 7. The victim sees the payout paid, in Spanish and in euros.
    await v.goto(`/recovery-details/${caseId}?tab=settlement`);
    await v.getByText(/SEPA-VIAJE-28/).waitFor();
    const settlement = (await v.getByRole('main').textContent()) ?? '';
    expect(settlement).toContain('€');
    expect(settlement).not.toContain('$');
    expect(settlement).not.toContain('Payment reference');

    for (const approver of approvers) await approver.context.close();
    await admin.context.close();
    await victim.context.close();
  });
});
