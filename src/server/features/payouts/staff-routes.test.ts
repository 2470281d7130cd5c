import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffPayout, StaffPayoutPage } from '@shared/payouts/staff-schema';
import { payoutRequests } from '../../kernel/db/schema/index';
import { appWithPeople } from '../../test/suite-app';
import { staffListReader } from '../../test/staff-list';
import { createIncident } from '../../test/fixtures';

const t = appWithPeople();
const incidents: { id: number }[] = [];
const rows: (typeof payoutRequests.$inferSelect)[] = [];

beforeAll(async () => {
  const base = Date.parse('2026-06-01T10:00:00Z');
  const values = [
    { userEmail: t.victim.profile.email, amount: '1200.50', status: 'pending', payoutMethod: 'bank_transfer' },
    { userEmail: t.victim.profile.email, amount: '300.00', status: 'approved', payoutMethod: 'paypal' },
    { userEmail: 'jo_100%@example.com', amount: '75.25', status: 'rejected', payoutMethod: 'bank_transfer' },
    { userEmail: 'third@example.com', amount: '5000.00', status: 'paid', payoutMethod: 'crypto', processedDate: new Date(base + 10 * 86_400_000) },
  ] as const;
  // One incident per request: an incident has at most one open request (D5).
  for (const [i, value] of values.entries()) {
    const incident = await createIncident(t.app, { victimEmail: value.userEmail });
    incidents.push(incident);
    const [row] = await t.app.db
      .insert(payoutRequests)
      .values({
        ...value,
        incidentId: incident.id,
        accountDetailsEncrypted: `CIPHERTEXT-${i}`,
        accountDetailsHint: `HINT-****${i}`,
        notes: `internal note ${i}`,
        requestDate: new Date(base + i * 86_400_000),
      })
      .returning();
    rows.push(row!);
  }
});

const { list, ids } = staffListReader(t, '/api/admin/payout-requests', (p: StaffPayout) => p.id);

describe('GET /api/admin/payout-requests', () => {
  it('answers a page, newest request first, with the total of all matches', async () => {
    const page = (await list('pageSize=3')).json<StaffPayoutPage>();
    expect(page.total).toBe(4);
    expect(page.items.map((p) => p.id)).toEqual([rows[3]!.id, rows[2]!.id, rows[1]!.id]);
    expect(await ids('pageSize=3&page=2')).toEqual([rows[0]!.id]);
    expect(await ids('sort=oldest&pageSize=2')).toEqual([rows[0]!.id, rows[1]!.id]);
  });

  it('answers the list fields, the details only masked, never their ciphertext or the notes', async () => {
    const res = await list();
    expect(res.json<StaffPayoutPage>().items.find((p) => p.id === rows[3]!.id)).toEqual<StaffPayout>({
      id: rows[3]!.id,
      incidentId: incidents[3]!.id,
      reference: `FR-${String(incidents[3]!.id).padStart(6, '0')}`,
      email: 'third@example.com',
      amount: '5000.00',
      currency: 'USD',
      status: 'paid',
      payoutMethod: 'crypto',
      createdAt: rows[3]!.requestDate.toISOString(),
      processedDate: rows[3]!.processedDate!.toISOString(),
      paidAt: null,
      paymentReference: null,
      rejectionReason: null,
      accountDetailsMasked: 'HINT-****3',
      // Nothing recorded as recovered on the case: nothing to approve.
      available: '0.00',
      canReveal: true,
      // Recorded paid directly here: no approvals stand, and nobody is on record as paying it.
      approvals: [],
      approvalsNeeded: 2,
      paidBy: null,
      approveBlockedReason: null,
      markPaidBlockedReason: null,
      updatedAt: rows[3]!.updatedAt.toISOString(),
    });
    expect(res.body).not.toMatch(/CIPHERTEXT|internal note|"accountDetails"/);
  });

  it('filters by each payout status', async () => {
    expect(await ids('status=pending')).toEqual([rows[0]!.id]);
    expect(await ids('status=approved')).toEqual([rows[1]!.id]);
    expect(await ids('status=rejected')).toEqual([rows[2]!.id]);
    expect(await ids('status=paid')).toEqual([rows[3]!.id]);
    expect((await list('status=sent')).statusCode).toBe(400);
  });

  it('searches the e-mail and the case reference, with % and _ taken literally', async () => {
    expect(await ids(`q=${encodeURIComponent(t.victim.profile.email.toUpperCase())}`)).toEqual([rows[1]!.id, rows[0]!.id]);
    expect(await ids(`q=FR-${String(incidents[2]!.id).padStart(6, '0')}`)).toEqual([rows[2]!.id]);
    expect(await ids(`q=fr-${incidents[3]!.id}`)).toEqual([rows[3]!.id]);
    expect(await ids(`q=${encodeURIComponent('%')}`)).toEqual([rows[2]!.id]);
    expect(await ids('q=_')).toEqual([rows[2]!.id]);
    // Neither the hidden details nor the method are searched.
    expect(await ids('q=CIPHERTEXT')).toEqual([]);
    expect(await ids(`q=${encodeURIComponent(t.victim.profile.email)}&status=approved`)).toEqual([rows[1]!.id]);
  });

  it('is for any staff role, not for victims or strangers', async () => {
    expect((await list('', t.caseworker.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payout-requests', cookies: t.victim.cookies })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payout-requests' })).statusCode).toBe(401);
  });
});
