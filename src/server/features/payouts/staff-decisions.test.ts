import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevealedPayout, StaffPayoutPage } from '@shared/payouts/staff-schema';
import type { PayoutSummary } from '@shared/payouts/schema';
import { auditLog, moneyTrails, payoutApprovals, payoutRequests } from '../../kernel/db/schema/index';
import { createTestAppWithSmtp } from '../../test/app';
import { putOnCase } from '../../test/case-staff';
import { outboxSettled, wakeMailWorkers } from '../../test/outbox';
import { waitUntil } from '../../test/wait-until';
import { setSettingValue } from '../settings/queries';
import { createIncident, createStaff, createVictim } from '../../test/fixtures';

type SmtpApp = Awaited<ReturnType<typeof createTestAppWithSmtp>>;
type Staff = Awaited<ReturnType<typeof createStaff>>;
// The app and two staff members are shared; no test changes them. Every case, victim and payout
// request is a test's own, so each test passes alone and in any order.
let t: SmtpApp;
let admin: Staff;
let caseworker: Staff;

const recovered = (amount: string) => ({ totalLoss: '5000.00', recoveredAmount: amount, transactions: [] });
const accountDetails = 'J. Doe, Example Bank, account 12345678';

beforeAll(async () => {
  t = await createTestAppWithSmtp();
  [admin, caseworker] = await Promise.all([createStaff(t.app), createStaff(t.app, { role: 'caseworker' })]);
});
afterAll(() => t?.close());

/** A victim of their own, their case with `recoveredAmount` recovered, and the payout request they made on it. */
async function caseWithPayout(recoveredAmount = '1000.00') {
  const victim = await createVictim(t.app);
  const incident = await createIncident(t.app, { victimEmail: victim.profile.email, financialData: recovered(recoveredAmount) });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payout-requests',
    cookies: victim.cookies,
    payload: { incidentId: incident.id, payoutMethod: 'bank_transfer', accountDetails },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { victim, incident, payoutId: res.json<PayoutSummary>().id };
}

const decide = (id: number, payload: object, headers = caseworker.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/payout-requests/${id}`, headers, payload });
const payoutRow = async (id: number) => (await t.app.db.select().from(payoutRequests).where(eq(payoutRequests.id, id)))[0]!;

/**
 * The next mail to `to` whose text matches. The mail worker is asked to look at its queue now
 * rather than at its next poll, up to a second away: the test waits for the mail, not the timer.
 */
async function mailTo(to: string, text: RegExp) {
  wakeMailWorkers(t.app);
  return waitUntil(`a mail to ${to} matching ${text}`, async () => t.smtp.received.find((m) => m.to.includes(to) && text.test(m.text)));
}

describe('staff payout decisions', () => {
  it('shows what is available (recovered less the 15% fee) and the masked details in the list', async () => {
    const { payoutId } = await caseWithPayout();
    const page = (await t.app.inject({ method: 'GET', url: '/api/admin/payout-requests', headers: caseworker.headers })).json<StaffPayoutPage>();
    const item = page.items.find((p) => p.id === payoutId)!;
    expect(item).toMatchObject({ amount: '850.00', available: '850.00', status: 'pending', canReveal: false });
    expect(item.accountDetailsMasked).toContain('5678');
    expect(JSON.stringify(page)).not.toContain('12345678');
  });

  it('refuses to approve a cent above what is available, and changes nothing', async () => {
    const { payoutId } = await caseWithPayout();
    const res = await decide(payoutId, { status: 'approved', amount: '850.01' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYOUT_ABOVE_AVAILABLE', message: 'Only $850.00 is available for payout on this case' });
    expect(await payoutRow(payoutId)).toMatchObject({ status: 'pending', amount: '850.00', processedDate: null });
    expect((await decide(payoutId, { status: 'approved', amount: 'lots' })).json().message).toBe('Please enter the amount as a number, like 850.00');
  });

  it('needs two different staff members to approve (four eyes), audits each approval and mails the victim once, without the amount', async () => {
    const { victim, payoutId } = await caseWithPayout();
    // The same person twice at once: one approval stands, the other is refused.
    const [a, b] = await Promise.all([decide(payoutId, { status: 'approved' }), decide(payoutId, { status: 'approved' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    expect([a, b].find((r) => r.statusCode === 403)!.json()).toEqual({
      code: 'PAYOUT_SAME_STAFF',
      message: 'You have already approved this payout; a second staff member must approve it too',
    });
    expect(await payoutRow(payoutId)).toMatchObject({ status: 'pending', amount: '850.00' });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/payout-requests', headers: admin.headers })).json<StaffPayoutPage>();
    expect(listed.items.find((p) => p.id === payoutId)).toMatchObject({
      status: 'pending',
      approvalsNeeded: 2,
      approvals: [{ name: caseworker.admin.displayName, amount: '850.00' }],
      approveBlockedReason: null,
    });

    expect((await decide(payoutId, { status: 'approved' }, admin.headers)).statusCode).toBe(200);
    expect(await payoutRow(payoutId)).toMatchObject({ status: 'approved', amount: '850.00' });
    const audits = (action: string) => t.app.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(payoutId))));
    expect(await audits('payout.approval_recorded')).toHaveLength(1);
    const [final] = await audits('payout.approved');
    expect(final).toMatchObject({ actorId: String(admin.admin.id), after: { approvals: 2, approvalsNeeded: 2 } });
    const mail = await mailTo(victim.profile.email, /A decision on your payout request for case/);
    expect(mail.text).not.toMatch(/850/);
    // The link opens the case at its settlement, where the payout is (issue 25).
    expect(/https?:\/\/\S+\/recovery-details\/\S+/.exec(mail.text)?.[0]).toMatch(/\/recovery-details\/\d+\?tab=settlement$/);
    await outboxSettled(t.app);
    expect(t.smtp.received.filter((m) => m.to.includes(victim.profile.email))).toHaveLength(1);
  });

  it('marks an approved payout paid as a step of its own: not by whoever gave the final approval, with a reference and a date not in the future', async () => {
    const { victim, payoutId } = await caseWithPayout();
    expect((await decide(payoutId, { status: 'approved' })).statusCode).toBe(200);
    expect((await decide(payoutId, { status: 'approved' }, admin.headers)).json<PayoutSummary>().status).toBe('approved');

    const byApprover = await decide(payoutId, { status: 'paid', paymentReference: 'TX-0' }, admin.headers);
    expect(byApprover.statusCode).toBe(403);
    expect(byApprover.json()).toEqual({ code: 'PAYOUT_SAME_STAFF', message: 'You gave the final approval of this payout, so another staff member must mark it paid' });
    expect((await payoutRow(payoutId)).status).toBe('approved');
    expect((await decide(payoutId, { status: 'paid' })).json().message).toBe('Please enter the payment reference');
    const future = await decide(payoutId, { status: 'paid', paymentReference: 'TX-1', paidAt: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('The payment date cannot be in the future');
    expect((await payoutRow(payoutId)).status).toBe('approved');

    const res = await decide(payoutId, { status: 'paid', paymentReference: ' BACS-2026-0042 ', paidAt: '2026-01-15' });
    expect(res.statusCode).toBe(200);
    expect(res.json<PayoutSummary>()).toMatchObject({ status: 'paid', paymentReference: 'BACS-2026-0042', paidAt: '2026-01-15T00:00:00.000Z' });
    expect((await payoutRow(payoutId)).paidBy).toBe(caseworker.admin.id);
    await mailTo(victim.profile.email, /Your payout on case .* was sent/);

    // The victim's own list shows it.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/payout-requests', cookies: victim.cookies })).json<PayoutSummary[]>();
    expect(mine.find((p) => p.id === payoutId)).toMatchObject({ status: 'paid', paymentReference: 'BACS-2026-0042' });
    // Paid is final.
    const again = await decide(payoutId, { status: 'rejected', reason: 'Changed our mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payout is already paid; a paid payout cannot change');
  });

  it('rejects only with a reason, which the victim reads beside the request', async () => {
    const victim = await createVictim(t.app);
    const incident = await createIncident(t.app, { victimEmail: victim.profile.email, financialData: { totalLoss: '900.00', recoveredAmount: '500.00', transactions: [] } });
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/payout-requests',
      cookies: victim.cookies,
      payload: { incidentId: incident.id, payoutMethod: 'bank_transfer', accountDetails: 'Own bank, account 55501234' },
    });
    const payoutId = requested.json<PayoutSummary>().id;
    const bare = await decide(payoutId, { status: 'rejected' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('Please say why the payout is rejected; the victim will read it');
    expect((await decide(payoutId, { status: 'rejected', reason: 'The account is not in your name.' })).statusCode).toBe(200);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/payout-requests', cookies: victim.cookies })).json<PayoutSummary[]>();
    expect(mine.find((p) => p.id === payoutId)).toMatchObject({ status: 'rejected', rejectionReason: 'The account is not in your name.' });
  });

  it('counts what other requests of the case have approved or paid', async () => {
    const victim = await createVictim(t.app);
    const other = await createIncident(t.app, { victimEmail: victim.profile.email, financialData: recovered('1000.00') });
    const insert = (amount: string, status: 'paid' | 'pending') =>
      t.app.db
        .insert(payoutRequests)
        .values({ incidentId: other.id, userEmail: victim.profile.email, amount, status, payoutMethod: 'paypal', accountDetailsEncrypted: 'x', accountDetailsHint: '••••' })
        .returning()
        .then((rows) => rows[0]!);
    await insert('500.00', 'paid');
    const pending = await insert('400.00', 'pending');
    const res = await decide(pending.id, { status: 'approved' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only $350.00 is available for payout on this case');
    const lowered = await decide(pending.id, { status: 'approved', amount: 350 });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json<PayoutSummary>().status).toBe('pending');
    // The second approval, without an amount, is of the amount the first approved.
    const second = await decide(pending.id, { status: 'approved' }, admin.headers);
    expect(second.json<PayoutSummary>()).toMatchObject({ status: 'approved', amount: '350.00' });
    await mailTo(victim.profile.email, /A decision on your payout request for case/);
  });

  it('refuses a pending payout marked paid and an unknown payout', async () => {
    const victim = await createVictim(t.app);
    const other = await createIncident(t.app, { victimEmail: victim.profile.email, financialData: recovered('100.00') });
    const [row] = await t.app.db
      .insert(payoutRequests)
      .values({ incidentId: other.id, userEmail: victim.profile.email, amount: '85.00', payoutMethod: 'paypal', accountDetailsEncrypted: 'x', accountDetailsHint: '••••' })
      .returning();
    const res = await decide(row!.id, { status: 'paid', paymentReference: 'X' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A pending payout must be approved before it is marked paid');
    expect((await decide(999_999, { status: 'approved' })).statusCode).toBe(404);
    expect((await decide(row!.id, { status: 'pending' })).statusCode).toBe(400);
  });
});

describe('revealing payout account details (D17)', () => {
  const reveal = (payoutId: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/admin/payout-requests/${payoutId}/reveal`, headers });

  it('shows them to an admin for 60 seconds and records who saw them, never the details', async () => {
    const { payoutId } = await caseWithPayout();
    const res = await reveal(payoutId, admin.headers);
    expect(res.statusCode).toBe(200);
    const shown = res.json<RevealedPayout>();
    expect(shown.accountDetails).toBe(accountDetails);
    expect(Date.parse(shown.visibleUntil) - Date.now()).toBeGreaterThan(50_000);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout.details_revealed'), eq(auditLog.actorId, String(admin.admin.id)), eq(auditLog.entityId, String(payoutId))));
    expect(audit).toBeTruthy();
    expect(JSON.stringify(audit)).not.toContain('12345678');
  });

  it('shows them to a caseworker an admin put on the case, and to no other caseworker', async () => {
    const { incident, payoutId } = await caseWithPayout();
    const assigned = await createStaff(t.app, { role: 'caseworker' });
    await putOnCase(t.app, { incidentId: incident.id, adminId: assigned.admin.id });
    expect((await reveal(payoutId, assigned.headers)).statusCode).toBe(200);
    const refused = await reveal(payoutId, caseworker.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'REVEAL_NOT_ALLOWED' });
    // Typing one's own address anywhere opens nothing: the old free-text team is gone.
    const typed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/incidents/${incident.id}`,
      headers: { ...caseworker.headers, 'if-match': '"1"' },
      payload: { assignedTeam: [{ name: 'Me', role: 'Case Manager', email: caseworker.admin.email }] },
    });
    expect(typed.statusCode).toBe(400);
    expect((await reveal(payoutId, caseworker.headers)).statusCode).toBe(403);
    const page = (await t.app.inject({ method: 'GET', url: '/api/admin/payout-requests', headers: assigned.headers })).json<StaffPayoutPage>();
    expect(page.items.find((p) => p.id === payoutId)?.canReveal).toBe(true);
  });

  it('is refused to a victim and to nobody signed in', async () => {
    const { victim, payoutId } = await caseWithPayout();
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/payout-requests/${payoutId}/reveal`, cookies: victim.cookies })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/payout-requests/${payoutId}`, payload: { status: 'approved' } })).statusCode).toBe(401);
  });
});

describe('four eyes on payouts (D17)', () => {
  let n = 0;
  const caseWithRequest = async (accountDetails = `Own Bank, account 7700${n++}1234`) => {
    const owner = await createVictim(t.app);
    const row = await createIncident(t.app, { victimEmail: owner.profile.email, financialData: recovered('200.00') });
    const res = await t.app.inject({ method: 'POST', url: '/api/payout-requests', cookies: owner.cookies, payload: { incidentId: row.id, payoutMethod: 'bank_transfer', accountDetails } });
    return { incident: row, owner, res };
  };
  const recordRecovered = async (incidentId: number, amount: string, as: Staff) => {
    const version = (await t.app.inject({ method: 'GET', url: `/api/admin/incidents/${incidentId}`, headers: as.headers })).headers.etag!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/incidents/${incidentId}`,
      headers: { ...as.headers, 'if-match': version },
      payload: { financialData: recovered(amount) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('refuses the approval of whoever recorded the recovered amount on the case', async () => {
    const { incident: row, res } = await caseWithRequest();
    const id = res.json<PayoutSummary>().id;
    await recordRecovered(row.id, '300.00', caseworker);
    const refused = await decide(id, { status: 'approved', amount: '100.00' }, caseworker.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'PAYOUT_SAME_STAFF', message: 'You recorded the recovered amount on this case, so another staff member must approve its payout' });
    expect(await t.app.db.select().from(payoutApprovals).where(eq(payoutApprovals.payoutRequestId, id))).toEqual([]);
    const listed = (await t.app.inject({ method: 'GET', url: `/api/admin/payout-requests?q=FR-${row.id}`, headers: caseworker.headers })).json<StaffPayoutPage>();
    expect(listed.items[0]!.approveBlockedReason).toBe('You recorded the recovered amount on this case, so another staff member must approve its payout');
  });

  it('lets one approval suffice below the amount the organisation set, and two from it up (a bare amount, as stored before currencies, in US dollars)', async () => {
    await setSettingValue(t.app.db, 'payout_single_approval_below', '150.00');
    try {
      const small = await caseWithRequest();
      const smallId = small.res.json<PayoutSummary>().id;
      const once = await decide(smallId, { status: 'approved', amount: '149.99' }, admin.headers);
      expect(once.json<PayoutSummary>()).toMatchObject({ status: 'approved', amount: '149.99' });
      const large = await caseWithRequest();
      const largeId = large.res.json<PayoutSummary>().id;
      expect((await decide(largeId, { status: 'approved', amount: '150.00' }, admin.headers)).json<PayoutSummary>().status).toBe('pending');
    } finally {
      await setSettingValue(t.app.db, 'payout_single_approval_below', '0');
    }
  });

  it('sets the single-approval amount per currency: each payout against its own, two approvals always in a currency not named (issue 28)', async () => {
    // Written straight to the database: the victims' request route allows a handful an hour, and what is tested here is the decision.
    const payoutIn = async (currency: string, amount: string, recoveredAmount = '2000.00') => {
      const row = await createIncident(t.app, { victimEmail: `threshold-${n++}@example.org`, currency, financialData: recovered(recoveredAmount) });
      const [payout] = await t.app.db
        .insert(payoutRequests)
        .values({ incidentId: row.id, userEmail: row.victimEmail, amount, currency, payoutMethod: 'bank_transfer', accountDetailsEncrypted: 'x', accountDetailsHint: '•••• 0000' })
        .returning();
      return { incidentId: row.id, id: payout!.id };
    };
    const approve = async (id: number, amount: string, by = admin) => {
      const res = await decide(id, { status: 'approved', amount }, by.headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<PayoutSummary>().status;
    };
    const listedNeed = async (incidentId: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/payout-requests?q=FR-${incidentId}`, headers: admin.headers })).json<StaffPayoutPage>().items[0]?.approvalsNeeded;
    await setSettingValue(t.app.db, 'payout_single_approval_below', 'USD 100, EUR 150, JPY 10000');
    try {
      // From the amount up, two; another's approval of a smaller amount starts again, and one is enough for it.
      const euros = await payoutIn('EUR', '150.00');
      expect(await listedNeed(euros.incidentId)).toBe(2);
      expect(await approve(euros.id, '150.00')).toBe('pending');
      expect(await approve(euros.id, '149.99', caseworker)).toBe('approved');
      const dollars = await payoutIn('USD', '100.00');
      expect(await approve(dollars.id, '100.00')).toBe('pending');
      expect(await approve(dollars.id, '99.99', caseworker)).toBe('approved');
      const yen = await payoutIn('JPY', '9999', '20000');
      expect(await listedNeed(yen.incidentId)).toBe(1);
      expect(await approve(yen.id, '9999')).toBe('approved');
      // No amount is set for pounds: no rate makes a penny small enough for one approval.
      const pounds = await payoutIn('GBP', '0.01');
      expect(await listedNeed(pounds.incidentId)).toBe(2);
      expect(await approve(pounds.id, '0.01')).toBe('pending');
      // A value written past the API that cannot be read sets no amount at all: two approvals, never one.
      await setSettingValue(t.app.db, 'payout_single_approval_below', 'EUR 500, USD 1,000');
      const unreadable = await payoutIn('EUR', '1.00');
      expect(await listedNeed(unreadable.incidentId)).toBe(2);
      expect(await approve(unreadable.id, '1.00')).toBe('pending');
    } finally {
      await setSettingValue(t.app.db, 'payout_single_approval_below', '');
    }
  });

  it('voids the approvals so far when a request is rejected, or another amount is approved', async () => {
    const { res } = await caseWithRequest();
    const id = res.json<PayoutSummary>().id;
    expect((await decide(id, { status: 'approved', amount: '100.00' }, admin.headers)).statusCode).toBe(200);
    // Another amount starts again: the admin's approval of 100 no longer counts.
    expect((await decide(id, { status: 'approved', amount: '90.00' }, caseworker.headers)).json<PayoutSummary>().status).toBe('pending');
    const standing = await t.app.db.select().from(payoutApprovals).where(and(eq(payoutApprovals.payoutRequestId, id), isNull(payoutApprovals.voidedAt)));
    expect(standing.map((a) => [a.adminUserId, a.amount])).toEqual([[caseworker.admin.id, '90.00']]);
    expect((await decide(id, { status: 'rejected', reason: 'Wrong account' }, admin.headers)).statusCode).toBe(200);
    expect(await t.app.db.select().from(payoutApprovals).where(and(eq(payoutApprovals.payoutRequestId, id), isNull(payoutApprovals.voidedAt)))).toEqual([]);
    // Approved again after a rejection: two fresh approvals are needed.
    expect((await decide(id, { status: 'approved', amount: '90.00' }, caseworker.headers)).json<PayoutSummary>().status).toBe('pending');
  });

  it("refuses a payout to an account that received victims' money in a money trail, at the request and at approval", async () => {
    const scammerCase = await createIncident(t.app, { victimEmail: 'someone-else@example.com' });
    await t.app.db.insert(moneyTrails).values({
      incidentId: scammerCase.id,
      transactionType: 'transfer',
      amount: '5000.00',
      currency: 'EUR',
      fromAccount: 'GB33 BUKB 2020 1555 5555 55',
      toAccount: 'DE89 3704 0044 0532 0130 00',
      transactionDate: new Date('2026-01-10T10:00:00Z'),
    });
    const message = 'We cannot pay out to this account: it received money from fraud victims in a case we recorded. Please give an account in your own name.';
    // Written with other spacing and case, inside other words: the same account.
    const { res: asked } = await caseWithRequest('J. Doe, IBAN de89370400440532013000, Example Bank');
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({ code: 'PAYOUT_ACCOUNT_REFUSED', message });
    const { res: grouped } = await caseWithRequest('IBAN: DE89 3704 0044 0532 0130 00');
    expect(grouped.json()).toEqual({ code: 'PAYOUT_ACCOUNT_REFUSED', message });
    // The sending side (the victim's own account) is no reason to refuse.
    expect((await caseWithRequest('GB33BUKB20201555555555')).res.statusCode).toBe(201);

    // A request made before the trail was recorded is refused when it comes to be approved.
    const { res: early } = await caseWithRequest('Wallet 0x52908400098527886E0F7030069857D2E4169EE7');
    expect(early.statusCode).toBe(201);
    const earlyId = early.json<PayoutSummary>().id;
    await t.app.db.insert(moneyTrails).values({
      incidentId: scammerCase.id,
      transactionType: 'transfer',
      amount: '1.5',
      currency: 'ETH',
      toAccount: '0x52908400098527886e0f7030069857d2e4169ee7',
      transactionDate: new Date('2026-01-11T10:00:00Z'),
    });
    const refused = await decide(earlyId, { status: 'approved' }, admin.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'PAYOUT_ACCOUNT_REFUSED', message });
    expect(await payoutRow(earlyId)).toMatchObject({ status: 'pending' });
  });
});
