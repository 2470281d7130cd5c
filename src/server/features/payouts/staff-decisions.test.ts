import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevealedPayout, StaffPayoutPage } from '@shared/payouts/admin-schema';
import type { PayoutSummary } from '@shared/payouts/schema';
import { auditLog, payoutRequests } from '../../db/schema/index';
import { createTestAppWithSmtp } from '../../test/app';
import { createIncident, createStaff, createVictim } from '../../test/fixtures';

type SmtpApp = Awaited<ReturnType<typeof createTestAppWithSmtp>>;
let t: SmtpApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
let caseworker: Awaited<ReturnType<typeof createStaff>>;
let assigned: Awaited<ReturnType<typeof createStaff>>;
let victim: Awaited<ReturnType<typeof createVictim>>;
let incident: { id: number };
let payoutId: number;

const recovered = (amount: string) => ({ totalLoss: '5000.00', recoveredAmount: amount, transactions: [] });

beforeAll(async () => {
  t = await createTestAppWithSmtp();
  [admin, caseworker, assigned, victim] = await Promise.all([
    createStaff(t.app),
    createStaff(t.app, { role: 'caseworker' }),
    createStaff(t.app, { role: 'caseworker', email: 'Robin.Case@staff.example.org' }),
    createVictim(t.app),
  ]);
  incident = await createIncident(t.app, {
    victimEmail: victim.profile.email,
    financialData: recovered('1000.00'),
    assignedTeam: [{ name: 'Robin', role: 'Case Manager', email: 'robin.case@staff.example.org' }],
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payout-requests',
    cookies: victim.cookies,
    payload: { incidentId: incident.id, payoutMethod: 'bank_transfer', accountDetails: 'J. Doe, Example Bank, account 12345678' },
  });
  expect(res.statusCode).toBe(201);
  payoutId = res.json<PayoutSummary>().id;
});
afterAll(() => t?.close());

const decide = (id: number, payload: object, headers = caseworker.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/payout-requests/${id}`, headers, payload });
const payoutRow = async (id = payoutId) => (await t.app.db.select().from(payoutRequests).where(eq(payoutRequests.id, id)))[0]!;

describe('staff payout decisions', () => {
  it('shows what is available (recovered less the 15% fee) and the masked details in the list', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/admin/payout-requests', headers: caseworker.headers })).json<StaffPayoutPage>();
    const item = page.items.find((p) => p.id === payoutId)!;
    expect(item).toMatchObject({ amount: '850.00', available: '850.00', status: 'pending', canReveal: false });
    expect(item.accountDetailsMasked).toContain('5678');
    expect(JSON.stringify(page)).not.toContain('12345678');
  });

  it('refuses to approve a cent above what is available, and changes nothing', async () => {
    const res = await decide(payoutId, { status: 'approved', amount: '850.01' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYOUT_ABOVE_AVAILABLE', message: 'Only $850.00 is available for payout on this case' });
    expect(await payoutRow()).toMatchObject({ status: 'pending', amount: '850.00', processedDate: null });
    expect((await decide(payoutId, { status: 'approved', amount: 'lots' })).json().message).toBe('Please enter the amount as a number, like 850.00');
  });

  it('approves once even when two approvals race, audits it and mails the victim without the amount', async () => {
    const [a, b] = await Promise.all([decide(payoutId, { status: 'approved' }), decide(payoutId, { status: 'approved' }, admin.headers)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe('This payout is already approved');
    expect(await payoutRow()).toMatchObject({ status: 'approved', amount: '850.00' });
    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'payout.approved'), eq(auditLog.entityId, String(payoutId))));
    expect(audits).toHaveLength(1);
    const mail = await t.smtp.nextMailTo(victim.profile.email);
    expect(mail.text).toContain('A decision on your payout request for case');
    expect(mail.text).not.toMatch(/850/);
  });

  it('marks an approved payout paid only with a payment reference and a date not in the future', async () => {
    expect((await decide(payoutId, { status: 'paid' })).json().message).toBe('Please enter the payment reference');
    const future = await decide(payoutId, { status: 'paid', paymentReference: 'TX-1', paidAt: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('The payment date cannot be in the future');
    expect((await payoutRow()).status).toBe('approved');

    const res = await decide(payoutId, { status: 'paid', paymentReference: ' BACS-2026-0042 ', paidAt: '2026-01-15' });
    expect(res.statusCode).toBe(200);
    expect(res.json<PayoutSummary>()).toMatchObject({ status: 'paid', paymentReference: 'BACS-2026-0042', paidAt: '2026-01-15T00:00:00.000Z' });
    await t.smtp.nextMailTo(victim.profile.email);

    // The victim's own list shows it.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/payout-requests', cookies: victim.cookies })).json<PayoutSummary[]>();
    expect(mine.find((p) => p.id === payoutId)).toMatchObject({ status: 'paid', paymentReference: 'BACS-2026-0042' });
    // Paid is final.
    const again = await decide(payoutId, { status: 'rejected' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payout is already paid; a paid payout cannot change');
  });

  it('counts what other requests of the case have approved or paid', async () => {
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
    expect(lowered.json<PayoutSummary>().amount).toBe('350.00');
    await t.smtp.nextMailTo(victim.profile.email);
  });

  it('refuses a pending payout marked paid and an unknown payout', async () => {
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
  const reveal = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: `/api/admin/payout-requests/${payoutId}/reveal`, headers });

  it('shows them to an admin for 60 seconds and records who saw them, never the details', async () => {
    const res = await reveal(admin.headers);
    expect(res.statusCode).toBe(200);
    const shown = res.json<RevealedPayout>();
    expect(shown.accountDetails).toBe('J. Doe, Example Bank, account 12345678');
    expect(Date.parse(shown.visibleUntil) - Date.now()).toBeGreaterThan(50_000);
    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'payout.details_revealed'), eq(auditLog.actorId, String(admin.admin.id))));
    expect(audit).toBeTruthy();
    expect(JSON.stringify(audit)).not.toContain('12345678');
  });

  it("shows them to the case's assigned caseworker, and to no other caseworker", async () => {
    expect((await reveal(assigned.headers)).statusCode).toBe(200);
    const refused = await reveal(caseworker.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'REVEAL_NOT_ALLOWED' });
    const page = (await t.app.inject({ method: 'GET', url: '/api/admin/payout-requests', headers: assigned.headers })).json<StaffPayoutPage>();
    expect(page.items.find((p) => p.id === payoutId)?.canReveal).toBe(true);
  });

  it('is refused to a victim and to nobody signed in', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/payout-requests/${payoutId}/reveal`, cookies: victim.cookies })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/payout-requests/${payoutId}`, payload: { status: 'approved' } })).statusCode).toBe(401);
  });
});
