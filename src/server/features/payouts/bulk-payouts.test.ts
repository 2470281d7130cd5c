import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult } from '@shared/lists/bulk-schema';
import type { PayoutSummary } from '@shared/payouts/schema';
import type { StaffPayout, StaffPayoutPage } from '@shared/payouts/staff-schema';
import { auditLog, fraudIncidents, payoutApprovals, payoutRequests } from '../../kernel/db/schema/index';
import { appWithPeople, type TestStaff } from '../../test/suite-app';
import { createIncident, createStaff, createVictim } from '../../test/fixtures';
import { ALREADY_APPROVED_BY_YOU, RECORDER_MAY_NOT_APPROVE } from './four-eyes';
import { APPROVAL_RECORDED_NOTE } from './bulk-payouts';

const t = appWithPeople();
let secondAdmin: TestStaff;
beforeAll(async () => {
  secondAdmin = await createStaff(t.app);
});

const recovered = (amount: string) => ({ totalLoss: '5000.00', recoveredAmount: amount, transactions: [] });
let n = 0;
/** A victim of their own, their case with 1,000 recovered, and the payout request they made on it (850 after the fee). */
async function payout(): Promise<StaffPayout> {
  const victim = await createVictim(t.app);
  const incident = await createIncident(t.app, { victimEmail: victim.profile.email, financialData: recovered('1000.00') });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payout-requests',
    cookies: victim.cookies,
    payload: { incidentId: incident.id, payoutMethod: 'bank_transfer', accountDetails: `Own Bank, account 5500${n++}4321` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return listed(res.json<PayoutSummary>().id);
}
/** A request as the staff list shows it now (its version included). */
async function listed(id: number, headers = t.admin.headers): Promise<StaffPayout> {
  const [row] = await t.app.db.select({ incidentId: payoutRequests.incidentId }).from(payoutRequests).where(eq(payoutRequests.id, id));
  const page = (await t.app.inject({ method: 'GET', url: `/api/admin/payout-requests?q=FR-${row!.incidentId}`, headers })).json<StaffPayoutPage>();
  return page.items.find((p) => p.id === id)!;
}
const items = (rows: StaffPayout[]) => rows.map((row) => ({ id: row.id, version: row.updatedAt }));
const fresh = (rows: StaffPayout[]) => Promise.all(rows.map((row) => listed(row.id)));
const bulk = (payload: Record<string, unknown>, staff: TestStaff = t.caseworker) =>
  t.app.inject({ method: 'POST', url: '/api/admin/payout-requests/bulk', headers: staff.headers, payload });
const approve = (rows: StaffPayout[], staff: TestStaff) => bulk({ items: items(rows), action: { kind: 'status', status: 'approved' } }, staff);
const statusesOf = async (rows: StaffPayout[]) =>
  (await t.app.db.select({ status: payoutRequests.status }).from(payoutRequests).where(inArray(payoutRequests.id, rows.map((r) => r.id))).orderBy(payoutRequests.id)).map((r) => r.status);
const auditCount = async (action: string, rows: StaffPayout[]) =>
  (await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, action), inArray(auditLog.entityId, rows.map((r) => String(r.id)))))).length;

describe('deciding many payout requests at once (issue 26, D17 four eyes)', () => {
  it('counts one person’s bulk approval as one of two, never both: a second approval needs another staff member and a fresh list', async () => {
    const [a, b] = [await payout(), await payout()];
    const first = (await approve([a!, b!], t.caseworker)).json<BulkResult>();
    expect(first.done).toEqual([
      { id: a!.id, reference: `${a!.reference}, $850.00`, note: APPROVAL_RECORDED_NOTE },
      { id: b!.id, reference: `${b!.reference}, $850.00`, note: APPROVAL_RECORDED_NOTE },
    ]);
    expect(await statusesOf([a!, b!])).toEqual(['pending', 'pending']);
    expect(await auditCount('payout.approval_recorded', [a!, b!])).toBe(2);

    // The same person again, from a list showing their approval: refused by rule, one by one.
    const again = (await approve(await fresh([a!, b!]), t.caseworker)).json<BulkResult>();
    expect(again.done).toEqual([]);
    expect(again.refused.map((r) => [r.code, r.reason])).toEqual([
      ['PAYOUT_SAME_STAFF', ALREADY_APPROVED_BY_YOU],
      ['PAYOUT_SAME_STAFF', ALREADY_APPROVED_BY_YOU],
    ]);
    // Another person from a list loaded before the first approval: refused, changed since.
    const stale = (await approve([a!, b!], t.admin)).json<BulkResult>();
    expect(stale.refused.map((r) => r.code)).toEqual(['STALE_VERSION', 'STALE_VERSION']);
    expect(stale.refused[0]!.reason).toContain('Someone changed this payout request since you loaded the list');
    expect(await statusesOf([a!, b!])).toEqual(['pending', 'pending']);

    const second = (await approve(await fresh([a!, b!]), t.admin)).json<BulkResult>();
    expect(second.done).toEqual([
      { id: a!.id, reference: `${a!.reference}, $850.00` },
      { id: b!.id, reference: `${b!.reference}, $850.00` },
    ]);
    expect(await statusesOf([a!, b!])).toEqual(['approved', 'approved']);
    expect(await auditCount('payout.approved', [a!, b!])).toBe(2);
    expect((await approve(await fresh([a!]), secondAdmin)).json<BulkResult>().unchanged.map((u) => u.id)).toEqual([a!.id]);
  });

  it('keeps every rule of the single decision: not whoever recorded the recovered amount, not above what is available, not a paid request', async () => {
    const [recordedByMe, shrunk, paid, fine] = [await payout(), await payout(), await payout(), await payout()];
    // The case worker records the recovered amount on one case (through the case edit, audited).
    const etag = (await t.app.inject({ method: 'GET', url: `/api/admin/incidents/${recordedByMe!.incidentId}`, headers: t.caseworker.headers })).headers.etag!;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/incidents/${recordedByMe!.incidentId}`,
      headers: { ...t.caseworker.headers, 'if-match': etag },
      payload: { financialData: recovered('1200.00') },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await t.app.db.update(fraudIncidents).set({ financialData: recovered('100.00') }).where(eq(fraudIncidents.id, shrunk!.incidentId));
    await t.app.db.update(payoutRequests).set({ status: 'paid' }).where(eq(payoutRequests.id, paid!.id));

    const result = (await approve(await fresh([recordedByMe!, shrunk!, paid!, fine!]), t.caseworker)).json<BulkResult>();
    expect(result.done.map((d) => d.id)).toEqual([fine!.id]);
    expect(result.refused.map((r) => [r.id, r.code, r.reason])).toEqual([
      [recordedByMe!.id, 'PAYOUT_SAME_STAFF', RECORDER_MAY_NOT_APPROVE],
      [shrunk!.id, 'PAYOUT_ABOVE_AVAILABLE', 'Only $85.00 is available for payout on this case'],
      [paid!.id, 'PAYOUT_STATUS_NOT_ALLOWED', 'This payout is already paid; a paid payout cannot change'],
    ]);
    const approvals = await t.app.db.select().from(payoutApprovals).where(inArray(payoutApprovals.payoutRequestId, [recordedByMe!.id, shrunk!.id, paid!.id]));
    expect(approvals).toEqual([]);
    const rejectPaid = (await bulk({ items: items(await fresh([paid!])), action: { kind: 'status', status: 'rejected', reason: 'Duplicate' } })).json<BulkResult>();
    expect(rejectPaid.refused.map((r) => r.code)).toEqual(['PAYOUT_STATUS_NOT_ALLOWED']);
  });

  it('rejects only with a reason each victim reads, voiding the approvals so far', async () => {
    const [a, b] = [await payout(), await payout()];
    await approve([a!], t.admin);
    const missing = await bulk({ items: items(await fresh([a!, b!])), action: { kind: 'status', status: 'rejected' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Please say why the payout is rejected; the victim will read it');

    const result = (await bulk({ items: items(await fresh([a!, b!])), action: { kind: 'status', status: 'rejected', reason: 'The account is not in the victim’s name.' } })).json<BulkResult>();
    expect(result.done.map((d) => d.id)).toEqual([a!.id, b!.id]);
    const rows = await t.app.db.select().from(payoutRequests).where(inArray(payoutRequests.id, [a!.id, b!.id])).orderBy(payoutRequests.id);
    expect(rows.map((r) => [r.status, r.rejectionReason])).toEqual([
      ['rejected', 'The account is not in the victim’s name.'],
      ['rejected', 'The account is not in the victim’s name.'],
    ]);
    expect(await t.app.db.select().from(payoutApprovals).where(and(eq(payoutApprovals.payoutRequestId, a!.id), isNull(payoutApprovals.voidedAt)))).toEqual([]);
    expect(await auditCount('payout.rejected', [a!, b!])).toBe(2);
  });

  it('refuses a bad request before touching anything: no items, more than 100, no version, marking paid, another amount; staff only', async () => {
    const [a] = [await payout()];
    const refusals = await Promise.all([
      bulk({ items: [], action: { kind: 'status', status: 'approved' } }),
      bulk({ items: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, version: a!.updatedAt })), action: { kind: 'status', status: 'approved' } }),
      bulk({ items: [{ id: a!.id }], action: { kind: 'status', status: 'approved' } }),
      bulk({ items: items([a!]), action: { kind: 'status', status: 'paid', paymentReference: 'TX-1' } }),
    ]);
    expect(refusals.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(refusals[1]!.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('Choose at most 100 payout requests at once') });
    // An amount is not the bulk action's to choose: it is ignored, never approved.
    const withAmount = (await bulk({ items: items([a!]), action: { kind: 'status', status: 'approved', amount: '1.00' } })).json<BulkResult>();
    expect(withAmount.done.map((d) => d.id)).toEqual([a!.id]);
    const [approval] = await t.app.db.select().from(payoutApprovals).where(eq(payoutApprovals.payoutRequestId, a!.id));
    expect(approval?.amount).toBe('850.00');
    const victim = await createVictim(t.app);
    const asVictim = await t.app.inject({ method: 'POST', url: '/api/admin/payout-requests/bulk', cookies: victim.cookies, payload: { items: items([a!]), action: { kind: 'status', status: 'rejected', reason: 'x' } } });
    expect(asVictim.statusCode).toBe(401);
    expect((await statusesOf([a!]))[0]).toBe('pending');
  });
});
