import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffApplication, StaffApplicationPage } from '@shared/applications/staff-schema';
import type { BulkResult } from '@shared/lists/bulk-schema';
import { auditLog, mailOutbox, recoveryApplications } from '../../kernel/db/schema/index';
import { appWithPeople } from '../../test/suite-app';

const t = appWithPeople();
const bulk = (payload: Record<string, unknown>, headers = t.caseworker.headers) =>
  t.app.inject({ method: 'POST', url: '/api/admin/recovery-applications/bulk', headers, payload });

let counter = 0;
/** Applications as the public form stores them (verified, D18), read back as the staff list shows them. */
async function applications(count: number, values: Partial<typeof recoveryApplications.$inferInsert> = {}): Promise<StaffApplication[]> {
  const rows = await t.app.db
    .insert(recoveryApplications)
    .values(
      Array.from({ length: count }, () => ({
        fullName: `Bulk Applicant ${++counter}`,
        email: `bulk-applicant-${counter}-${Date.now()}@example.com`,
        country: 'uk',
        platformName: 'CoinVault',
        fraudType: 'cryptocurrency_fraud' as const,
        incidentDate: '2026-02-14',
        lossAmount: '2500.50',
        incidentDescription: 'I transferred savings to an exchange that then vanished.',
        acceptTerms: true,
        emailVerifiedAt: new Date(),
        ...values,
      })),
    )
    .returning({ id: recoveryApplications.id });
  const listed = await Promise.all(
    rows.map(async ({ id }) => (await t.app.inject({ method: 'GET', url: `/api/admin/recovery-applications/${id}`, headers: t.caseworker.headers })).json<StaffApplication>()),
  );
  return listed;
}
const items = (rows: StaffApplication[]) => rows.map((row) => ({ id: row.id, version: row.updatedAt }));
const statusOf = async (id: number) => (await t.app.db.select({ status: recoveryApplications.status }).from(recoveryApplications).where(eq(recoveryApplications.id, id)))[0]?.status;
const auditCount = async (ids: number[]) =>
  (await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'application.status_changed'), eq(auditLog.entityType, 'recovery_application'), inArray(auditLog.entityId, ids.map(String))))).length;

describe('deciding many applications at once (issue 26)', () => {
  it('approves each through the single update, one audit row and one decision mail each; one already approved is already so', async () => {
    const [a, b, c] = await applications(3);
    await t.app.inject({ method: 'PUT', url: `/api/admin/recovery-applications/${c!.id}`, headers: t.admin.headers, payload: { status: 'approved' } });
    const fresh = (await t.app.inject({ method: 'GET', url: `/api/admin/recovery-applications/${c!.id}`, headers: t.admin.headers })).json<StaffApplication>();
    const res = await bulk({ items: items([a!, b!, fresh]), action: { kind: 'status', status: 'approved' } });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<BulkResult>();
    expect(result).toEqual({
      done: [
        { id: a!.id, reference: a!.recoveryId },
        { id: b!.id, reference: b!.recoveryId },
      ],
      unchanged: [{ id: c!.id, reference: c!.recoveryId }],
      refused: [],
    });
    expect(await statusOf(a!.id)).toBe('approved');
    expect(await auditCount([a!.id, b!.id])).toBe(2);
    const mails = await t.app.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'application_decision'), inArray(mailOutbox.recipient, [a!.email, b!.email])));
    expect(mails).toHaveLength(2);
  });

  it('rejects only with a reason, which each applicant reads', async () => {
    const [a, b] = await applications(2);
    const missing = await bulk({ items: items([a!, b!]), action: { kind: 'status', status: 'rejected' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Please say why the application is rejected');
    expect(await statusOf(a!.id)).toBe('pending');

    const res = await bulk({ items: items([a!, b!]), action: { kind: 'status', status: 'rejected', reason: 'We cannot help with losses outside the UK.' } });
    expect(res.json<BulkResult>().done.map((d) => d.id)).toEqual([a!.id, b!.id]);
    const rows = await t.app.db.select().from(recoveryApplications).where(inArray(recoveryApplications.id, [a!.id, b!.id]));
    expect(rows.map((r) => [r.status, r.rejectionReason])).toEqual([
      ['rejected', 'We cannot help with losses outside the UK.'],
      ['rejected', 'We cannot help with losses outside the UK.'],
    ]);
  });

  it('refuses an application changed since the list was loaded, and one that does not exist, changing nothing of them', async () => {
    const [a, b] = await applications(2);
    // A colleague saves a note on b after the list was read: its decision is refused, not made over it.
    await t.app.inject({ method: 'PUT', url: `/api/admin/recovery-applications/${b!.id}`, headers: t.admin.headers, payload: { adminNotes: 'Called the applicant' } });
    const result = (await bulk({ items: [...items([a!, b!]), { id: 99_999_999, version: a!.updatedAt }], action: { kind: 'status', status: 'under_review' } })).json<BulkResult>();
    expect(result.done.map((d) => d.id)).toEqual([a!.id]);
    expect(result.refused).toEqual([
      { id: b!.id, reference: b!.recoveryId, code: 'STALE_VERSION', reason: expect.stringContaining('since you loaded the list') },
      { id: 99_999_999, reference: 'RA-99999999', code: 'APPLICATION_NOT_FOUND', reason: 'Recovery application not found' },
    ]);
    expect(await statusOf(b!.id)).toBe('pending');
    expect(await auditCount([b!.id])).toBe(0);
  });

  it("gives each refusal's reason in the asker's language", async () => {
    const [a] = await applications(1);
    const inSpanish = { ...t.caseworker.headers, 'accept-language': 'es-ES,es;q=0.9' };
    const result = (await bulk({ items: [{ id: 99_999_998, version: a!.updatedAt }], action: { kind: 'status', status: 'under_review' } }, inSpanish)).json<BulkResult>();
    expect(result.refused).toEqual([{ id: 99_999_998, reference: 'RA-99999998', code: 'APPLICATION_NOT_FOUND', reason: 'No se encontró la solicitud de recuperación' }]);
  });

  it('refuses a bad request before touching anything: no items, more than 100, no version, pending, a mark paid; staff only', async () => {
    const [a] = await applications(1);
    const refusals = await Promise.all([
      bulk({ items: [], action: { kind: 'status', status: 'approved' } }),
      bulk({ items: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, version: a!.updatedAt })), action: { kind: 'status', status: 'approved' } }),
      bulk({ items: [{ id: a!.id }], action: { kind: 'status', status: 'approved' } }),
      bulk({ items: [{ id: a!.id, version: 'yesterday' }], action: { kind: 'status', status: 'approved' } }),
      bulk({ items: items([a!]), action: { kind: 'status', status: 'pending' } }),
      bulk({ items: items([a!]), action: { kind: 'delete' } }),
    ]);
    expect(refusals.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(refusals[1]!.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('Choose at most 100 applications at once') });
    const victim = await t.app.inject({ method: 'POST', url: '/api/admin/recovery-applications/bulk', cookies: t.victim.cookies, payload: { items: items([a!]), action: { kind: 'status', status: 'approved' } } });
    expect(victim.statusCode).toBe(401);
    expect(await statusOf(a!.id)).toBe('pending');
  });

  it('lists the version it needs: the list rows carry updatedAt', async () => {
    const [a] = await applications(1);
    const page = (await t.app.inject({ method: 'GET', url: `/api/admin/recovery-applications?q=${a!.recoveryId}`, headers: t.caseworker.headers })).json<StaffApplicationPage>();
    expect(page.items[0]).toMatchObject({ id: a!.id, updatedAt: a!.updatedAt });
  });
});
