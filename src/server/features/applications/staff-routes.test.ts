import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffApplication } from '@shared/applications/staff-schema';
import type { ApplicationStatus } from '@shared/applications/status';
import { auditLog, mailOutbox, recoveryApplications } from '../../kernel/db/schema/index';
import type { MailMessage } from '../../kernel/mail/mailer';
import { createTestApp, type TestApp } from '../../test/app';
import { smtpAppForSuite } from '../../test/suite-app';
import { createIncident, createPlatform, createStaff, createVictim } from '../../test/fixtures';

const t = smtpAppForSuite();
let admin: Awaited<ReturnType<typeof createStaff>>;
let caseworker: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  [admin, caseworker] = await Promise.all([createStaff(t.app), createStaff(t.app, { role: 'caseworker' })]);
});

let counter = 0;
/** An application as the public form stores it; verified (D18) unless a test says otherwise. */
async function createApplication(
  app: TestApp['app'],
  values: Partial<typeof recoveryApplications.$inferInsert> = {},
): Promise<typeof recoveryApplications.$inferSelect> {
  counter += 1;
  const [row] = await app.db
    .insert(recoveryApplications)
    .values({
      fullName: `Applicant ${counter}`,
      email: `applicant-${counter}-${Date.now()}@example.com`,
      country: 'uk',
      platformName: 'CoinVault',
      fraudType: 'cryptocurrency_fraud',
      incidentDate: '2026-02-14',
      lossAmount: '2500.50',
      incidentDescription: 'I transferred savings to an exchange that then vanished.',
      acceptTerms: true,
      emailVerifiedAt: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

const list = (query: string, headers = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/recovery-applications?${query}`, headers });
const update = (id: number, payload: object, headers: Record<string, string> = admin.headers, base = '/api/admin/recovery-applications') =>
  t.app.inject({ method: 'PUT', url: `${base}/${id}`, payload, headers });
const auditRowsOf = (id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'recovery_application'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('GET /api/admin/recovery-applications', () => {
  it('finds an application by part of the name or e-mail, by RA- reference and by bare number', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const byName = await createApplication(t.app, { fullName: `Marisol ${tag}Vega` });
    const byEmail = await createApplication(t.app, { email: `${tag}.mail@example.com` });
    const other = await createApplication(t.app);

    const ids = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).json<{ items: StaffApplication[] }>().items.map((a) => a.id);
    expect((await ids(tag)).sort()).toEqual([byName.id, byEmail.id].sort());
    expect(await ids(`${tag.toUpperCase()}VEGA`)).toEqual([byName.id]);
    expect(await ids(`RA-${String(other.id).padStart(6, '0')}`)).toContain(other.id);
    expect(await ids(`ra-${other.id}`)).toContain(other.id);
    expect(await ids(String(other.id))).toContain(other.id);
    // A user's % is a character to find, not a wildcard.
    expect(await ids('%')).toEqual([]);
  });

  it('answers the spec entity, with the D18 verification and the linked case', async () => {
    const victim = await createVictim(t.app);
    const incident = await createIncident(t.app, { victimEmail: victim.profile.email });
    const row = await createApplication(t.app, { incidentId: incident.id, phone: '+44 20 7946 0000', adminNotes: 'Called back', emailVerifiedAt: null });
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/recovery-applications/${row.id}`, headers: caseworker.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: row.id,
      recoveryId: `RA-${String(row.id).padStart(6, '0')}`,
      fullName: row.fullName,
      email: row.email,
      phone: '+44 20 7946 0000',
      country: 'uk',
      platformName: 'CoinVault',
      fraudType: 'cryptocurrency_fraud',
      lossAmount: '2500.50',
      currency: 'USD',
      status: 'pending',
      description: 'I transferred savings to an exchange that then vanished.',
      dateOfIncident: '2026-02-14',
      contactedPolice: false,
      contactedBank: false,
      contactedPlatform: false,
      adminNotes: 'Called back',
      rejectionReason: null,
      emailVerifiedAt: null,
      incident: { id: incident.id, reference: `FR-${String(incident.id).padStart(6, '0')}` },
      createdAt: row.submittedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  });

  it('filters by status, pages, and puts the newest first', async () => {
    const tag = `pg${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push(await createApplication(t.app, { fullName: `${tag} ${i}`, status: i < 2 ? 'approved' : 'under_review', submittedAt: new Date(Date.UTC(2026, 0, i + 1)) }));
    }
    const page = (await list(`q=${tag}&pageSize=2&page=1`)).json<{ items: StaffApplication[]; total: number }>();
    expect(page.total).toBe(5);
    expect(page.items.map((a) => a.id)).toEqual([made[4]!.id, made[3]!.id]);
    const last = (await list(`q=${tag}&pageSize=2&page=3`)).json<{ items: StaffApplication[] }>();
    expect(last.items.map((a) => a.id)).toEqual([made[0]!.id]);
    const oldest = (await list(`q=${tag}&sort=oldest&pageSize=1`)).json<{ items: StaffApplication[] }>();
    expect(oldest.items.map((a) => a.id)).toEqual([made[0]!.id]);

    await t.app.db.update(recoveryApplications).set({ lossAmount: '99999.99' }).where(eq(recoveryApplications.id, made[2]!.id));
    const largest = (await list(`q=${tag}&sort=amount_desc&pageSize=1`)).json<{ items: StaffApplication[] }>();
    expect(largest.items.map((a) => a.id)).toEqual([made[2]!.id]);

    const approved = (await list(`q=${tag}&status=approved`)).json<{ items: StaffApplication[]; total: number }>();
    expect(approved.total).toBe(2);
    expect(approved.items.every((a) => a.status === 'approved')).toBe(true);
    expect((await list(`q=${tag}&status=rejected`)).json()).toEqual({ items: [], total: 0 });
  });

  it('refuses a filter or page it does not know with a clear message', async () => {
    const badStatus = await list('status=archived');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().code).toBe('VALIDATION_FAILED');
    const badSize = await list('pageSize=500');
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json().message).toContain('Page size must be at most 100');
  });

  it('is for staff: a caseworker may list, a victim or a stranger may not', async () => {
    const victim = await createVictim(t.app);
    expect((await list('', caseworker.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/recovery-applications', cookies: victim.cookies })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/recovery-applications' })).statusCode).toBe(401);
  });

  it('answers 404 for an application that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/recovery-applications/2147483000', headers: admin.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'APPLICATION_NOT_FOUND', message: 'Recovery application not found' });
  });
});

describe('PUT /api/admin/recovery-applications/:id', () => {
  it.each<[ApplicationStatus, ApplicationStatus]>([
    ['pending', 'approved'],
    ['pending', 'rejected'],
    ['pending', 'under_review'],
    ['approved', 'rejected'],
    ['rejected', 'under_review'],
    ['under_review', 'approved'],
  ])('moves an application from %s to %s, and audits who did it', async (from, to) => {
    const row = await createApplication(t.app, { status: from });
    const res = await update(row.id, { status: to, ...(to === 'rejected' ? { reason: 'Outside what we can help with' } : {}) }, caseworker.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, status: to });
    const [stored] = await t.app.db.select().from(recoveryApplications).where(eq(recoveryApplications.id, row.id));
    expect(stored?.status).toBe(to);
    const audit = await auditRowsOf(row.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'application.status_changed',
      actorType: 'admin',
      actorId: String(caseworker.admin.id),
      actorRole: 'caseworker',
      before: { status: from },
      after: { status: to, ...(to === 'rejected' ? { rejectionReason: 'Outside what we can help with' } : {}) },
    });
    expect(audit[0]?.ip).toBeTruthy();
  });

  it('refuses the status it already has, says so, and changes nothing', async () => {
    const row = await createApplication(t.app, { status: 'approved', adminNotes: 'kept' });
    const res = await update(row.id, { status: 'approved', adminNotes: 'overwritten?' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'This application is already Approved' });
    const [stored] = await t.app.db.select().from(recoveryApplications).where(eq(recoveryApplications.id, row.id));
    expect(stored).toMatchObject({ status: 'approved', adminNotes: 'kept' });
    expect(await auditRowsOf(row.id)).toEqual([]);
  });

  it.each([
    ['pending (the starting state)', { status: 'pending' }, 'Choose Approved, Rejected or Under Review'],
    ['an unknown status', { status: 'closed' }, 'Choose Approved, Rejected or Under Review'],
    ['an empty body', {}, 'Choose a new status or change the admin notes'],
    ['notes that are too long', { adminNotes: 'x'.repeat(5001) }, 'Admin notes must be at most 5,000 characters'],
    ['notes that are not text', { adminNotes: 42 }, 'Admin notes must be text'],
  ])('refuses %s with a clear message', async (_label, payload, message) => {
    const row = await createApplication(t.app);
    const res = await update(row.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const [stored] = await t.app.db.select().from(recoveryApplications).where(eq(recoveryApplications.id, row.id));
    expect(stored).toMatchObject({ status: 'pending', adminNotes: null });
  });

  it('saves admin notes alone, audited, and clears them when blank', async () => {
    const row = await createApplication(t.app, { status: 'under_review' });
    const saved = await update(row.id, { adminNotes: '  Spoke to the bank.  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'under_review', adminNotes: 'Spoke to the bank.' });
    const cleared = await update(row.id, { adminNotes: '' });
    expect(cleared.json()).toMatchObject({ adminNotes: null });
    const audit = await auditRowsOf(row.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['application.notes_updated', { adminNotes: null }, { adminNotes: 'Spoke to the bank.' }],
      ['application.notes_updated', { adminNotes: 'Spoke to the bank.' }, { adminNotes: null }],
    ]);
  });

  it('takes the spec body {status, adminNotes} whole, with the reason a rejection needs', async () => {
    const row = await createApplication(t.app);
    const res = await update(row.id, { status: 'rejected', adminNotes: 'Not a loss we can pursue', reason: 'We can only help with losses in the last two years.' });
    expect(res.json()).toMatchObject({ status: 'rejected', adminNotes: 'Not a loss we can pursue', rejectionReason: 'We can only help with losses in the last two years.' });
    const [audit] = await auditRowsOf(row.id);
    expect(audit).toMatchObject({
      before: { status: 'pending', adminNotes: null },
      after: { status: 'rejected', adminNotes: 'Not a loss we can pursue', rejectionReason: 'We can only help with losses in the last two years.' },
    });
  });

  it('refuses a rejection without a reason, and changes nothing', async () => {
    const row = await createApplication(t.app);
    const res = await update(row.id, { status: 'rejected', adminNotes: 'Internal only' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please say why the application is rejected; the applicant will read it');
    expect((await update(row.id, { status: 'rejected', reason: '   ' })).statusCode).toBe(400);
    expect(await auditRowsOf(row.id)).toEqual([]);
  });

  it('answers 404 for a missing application and 400 for an id that is not one', async () => {
    expect((await update(2147483000, { status: 'approved' })).json()).toEqual({
      code: 'APPLICATION_NOT_FOUND',
      message: 'Recovery application not found',
    });
    expect((await update(0, { status: 'approved' })).statusCode).toBe(400);
  });

  it('refuses a victim, even for their own application, and a visitor', async () => {
    const victim = await createVictim(t.app);
    const row = await createApplication(t.app, { email: victim.profile.email });
    for (const url of [`/api/admin/recovery-applications/${row.id}`, `/api/recovery-applications/${row.id}`]) {
      const asVictim = await t.app.inject({ method: 'PUT', url, payload: { status: 'approved' }, cookies: victim.cookies });
      expect(asVictim.statusCode).toBe(401);
      expect(asVictim.json().code).toBe('STAFF_SIGN_IN_REQUIRED');
      expect((await t.app.inject({ method: 'PUT', url, payload: { status: 'approved' } })).statusCode).toBe(401);
    }
    const [stored] = await t.app.db.select().from(recoveryApplications).where(eq(recoveryApplications.id, row.id));
    expect(stored?.status).toBe('pending');
  });
});

describe('PUT /api/recovery-applications/:id (the spec path)', () => {
  it('is the same route as its /api/admin twin: same answer, same refusals, same audit', async () => {
    const viaAdmin = await createApplication(t.app);
    const viaSpec = await createApplication(t.app);
    const a = await update(viaAdmin.id, { status: 'under_review', adminNotes: 'Checking' }, caseworker.headers);
    const b = await update(viaSpec.id, { status: 'under_review', adminNotes: 'Checking' }, caseworker.headers, '/api/recovery-applications');
    expect(b.statusCode).toBe(a.statusCode);
    const strip = (body: StaffApplication) => ({ ...body, id: 0, recoveryId: '', email: '', fullName: '', createdAt: '', updatedAt: '', emailVerifiedAt: '' });
    expect(strip(b.json())).toEqual(strip(a.json()));
    const [auditA] = await auditRowsOf(viaAdmin.id);
    const [auditB] = await auditRowsOf(viaSpec.id);
    expect([auditB?.action, auditB?.before, auditB?.after, auditB?.actorRole]).toEqual([auditA?.action, auditA?.before, auditA?.after, auditA?.actorRole]);

    const again = await update(viaSpec.id, { status: 'under_review' }, caseworker.headers, '/api/recovery-applications');
    expect(again.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'This application is already Under Review' });
  });
});

describe('the decision e-mail', () => {
  it('tells a verified applicant that a decision was made, with a link and nothing more (D19)', async () => {
    const email = `decided-${Date.now()}@example.com`;
    const row = await createApplication(t.app, { email, lossAmount: '98765.43' });
    const reference = `RA-${String(row.id).padStart(6, '0')}`;
    await update(row.id, { status: 'approved', adminNotes: 'Secret internal note' });
    const mail = await t.smtp.nextMailTo(email);
    expect(mail.text).toContain(`A decision was made on your application ${reference}`);
    expect(mail.text).toContain('https://haven.test/dashboard');
    expect(mail.text).not.toContain('Secret internal note');
    expect(mail.text).not.toMatch(/98,?765/);
    expect(mail.text.toLowerCase()).not.toContain('approved');

    await update(row.id, { status: 'rejected', reason: 'Outside what we can help with' });
    expect((await t.smtp.nextMailTo(email)).text).toContain(reference);
  });

  it('is not sent for Under Review or a note, nor to an address never verified (D18)', async () => {
    const reviewed = await createApplication(t.app);
    const unverified = await createApplication(t.app, { emailVerifiedAt: null });
    await update(reviewed.id, { status: 'under_review' });
    await update(reviewed.id, { adminNotes: 'note' });
    const res = await update(unverified.id, { status: 'approved' });
    expect(res.statusCode).toBe(200);
    // A mail sent after these would arrive before this marker to another address.
    const marker = await createApplication(t.app);
    await update(marker.id, { status: 'approved' });
    await t.smtp.nextMailTo(marker.email);
    expect(t.smtp.received.filter((m) => m.to.includes(reviewed.email) || m.to.includes(unverified.email))).toEqual([]);
  });
});

describe('when the mail server fails', () => {
  let failing: TestApp;
  const attempts: MailMessage[] = [];
  beforeAll(async () => {
    failing = await createTestApp({
      mailer: {
        mode: 'smtp',
        send: async (message) => {
          attempts.push(message);
          throw new Error('SMTP down');
        },
        verify: async () => false,
        close: () => undefined,
      },
    });
  });
  afterAll(() => failing?.close());

  it('still records the decision and its audit row, and keeps the mail in the outbox to try again', async () => {
    const staff = await createStaff(failing.app);
    const row = await createApplication(failing.app);
    const res = await failing.app.inject({
      method: 'PUT',
      url: `/api/admin/recovery-applications/${row.id}`,
      payload: { status: 'approved' },
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    // The worker tried, was refused for now, and the mail waits for its next try.
    const deadline = Date.now() + 10_000;
    while (attempts.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempts.map((m) => m.to)).toEqual([row.email]);
    let waiting: (typeof mailOutbox.$inferSelect)[] = [];
    while (Date.now() < deadline) {
      waiting = await failing.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, row.email));
      if (waiting[0]?.lastResponse) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ kind: 'application_decision', status: 'queued', attempts: 1, lastResponse: 'SMTP down' });
    const [stored] = await failing.app.db.select().from(recoveryApplications).where(eq(recoveryApplications.id, row.id));
    expect(stored?.status).toBe('approved');
    const audit = await failing.app.db.select().from(auditLog).where(eq(auditLog.entityId, String(row.id)));
    expect(audit.filter((a) => a.entityType === 'recovery_application')).toHaveLength(1);
  });
});

describe('an application and its case (issue 25)', () => {
  it('proposes the case of the same e-mail and platform, links it by reference, audits it, and proposes nothing once linked', async () => {
    const email = `one-story-${Date.now()}@example.com`;
    const platform = await createPlatform(t.app, { name: `Lunawave ${counter}` });
    const [older, newer] = [
      await createIncident(t.app, { victimEmail: email, platformId: platform.id, createdAt: new Date('2026-09-01T00:00:00Z') }),
      await createIncident(t.app, { victimEmail: email.toUpperCase(), platformId: platform.id, createdAt: new Date('2026-10-01T00:00:00Z') }),
    ];
    await createIncident(t.app, { victimEmail: email }); // another platform: not proposed
    const application = await createApplication(t.app, { email, platformName: ` ${platform.name.toLowerCase()} ` });
    const propose = () => t.app.inject({ method: 'GET', url: `/api/admin/recovery-applications/${application.id}/proposed-case`, headers: caseworker.headers });
    const proposed = await propose();
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json().proposal).toMatchObject({ id: newer.id, reference: `FR-${String(newer.id).padStart(6, '0')}`, platformName: platform.name });

    const link = (incidentId: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/recovery-applications/${application.id}/case`, headers: caseworker.headers, payload: { incidentId } });
    const linked = await link(`FR-${String(older.id).padStart(6, '0')}`);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<StaffApplication>().incident).toEqual({ id: older.id, reference: `FR-${String(older.id).padStart(6, '0')}` });
    expect((await propose()).json().proposal).toBeNull();
    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'application.case_linked'), eq(auditLog.entityId, String(application.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ before: { incidentId: null }, after: { incidentId: older.id } });

    expect((await link(2_000_000_000)).statusCode).toBe(404);
    const bad = await link('FR-abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please give a case reference like FR-000123');
    expect((await t.app.db.select().from(recoveryApplications).where(eq(recoveryApplications.id, application.id)))[0]!.incidentId).toBe(older.id);

    expect((await link(null)).json<StaffApplication>().incident).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/recovery-applications/999999999/proposed-case`, headers: admin.headers })).statusCode).toBe(404);
  });
});
