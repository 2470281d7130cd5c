import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_COUNTRY_MESSAGE } from '@shared/places/country-schema';
import { phoneProblem } from '@shared/places/phone';
import { CURSOR_BATCH_SIZE } from '../../kernel/db/cursor-rows';
import { auditLog, documents, fraudIncidents, mailOutbox, messages, payoutRequests, recoveryApplications, sessions, userProfiles } from '../../kernel/db/schema/index';
import { createTestAppWithSmtp } from '../../test/app';
import { withTestApp } from '../../test/suite-app';
import { putOnCase } from '../../test/case-staff';
import { createIncident, createStaff, createVictim } from '../../test/fixtures';
import { linkIn } from '../../test/smtp';

let t: Awaited<ReturnType<typeof createTestAppWithSmtp>>;
let admin: Awaited<ReturnType<typeof createStaff>>;
let caseworker: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  t = await createTestAppWithSmtp();
  admin = await createStaff(t.app);
  caseworker = await createStaff(t.app, { role: 'caseworker' });
});
afterAll(() => t.close());

let counter = 0;
const tag = () => `u${Date.now().toString(36)}${(counter++).toString(36)}`;

async function insertUser(values: { email: string; fullName?: string; isVerified?: boolean; createdAt?: Date; country?: string }) {
  const [row] = await t.app.db
    .insert(userProfiles)
    .values({ fullName: 'Someone', country: 'Kenya', passwordHash: 'x', isVerified: true, ...values })
    .returning();
  return row!;
}

const as = (who: { headers: Record<string, string> }) => who.headers;
const latestAudit = async (action: string, entityId?: number) => {
  const [row] = await t.app.db
    .select()
    .from(auditLog)
    .where(entityId === undefined ? eq(auditLog.action, action) : and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};

describe('GET /api/admin/users', () => {
  it('pages, searches e-mail or name, filters and sorts on the server; never shows a password hash', async () => {
    const m = tag();
    await insertUser({ email: `anna.${m}@example.com`, fullName: 'Anna Zed', createdAt: new Date('2026-01-01') });
    await insertUser({ email: `bob.${m}@example.com`, fullName: 'Bob Young', isVerified: false, createdAt: new Date('2026-02-01') });
    await insertUser({ email: `carl@example.com`.replace('@', `.${m}@`), fullName: 'Carl Xu', createdAt: new Date('2026-03-01') });
    await insertUser({ email: `other.${tag()}@example.com`, fullName: `Dora ${m}` });
    const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers: as(caseworker) });

    const all = await list(`q=${m}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(4);
    expect(JSON.stringify(all.json())).not.toContain('passwordHash');
    expect(Object.keys(all.json().items[0]).sort()).toEqual(
      ['country', 'createdAt', 'email', 'fullName', 'id', 'isVerified', 'phone', 'updatedAt'].sort(),
    );

    const byName = await list(`q=${encodeURIComponent(`dora ${m}`)}`);
    expect(byName.json().items.map((u: { fullName: string }) => u.fullName)).toEqual([`Dora ${m}`]);

    const unverified = await list(`q=${m}&status=unverified`);
    expect(unverified.json()).toMatchObject({ total: 1, items: [{ email: `bob.${m}@example.com`, isVerified: false }] });
    expect((await list(`q=${m}&status=verified`)).json().total).toBe(3);

    const page2 = await list(`q=${m}&sort=name&pageSize=2&page=2`);
    expect(page2.json().total).toBe(4);
    expect(page2.json().items.map((u: { fullName: string }) => u.fullName)).toEqual(['Carl Xu', `Dora ${m}`]);
    const oldest = await list(`q=${m}&sort=oldest&pageSize=1`);
    expect(oldest.json().items[0].fullName).toBe('Anna Zed');
    const byEmail = await list(`q=${m}&sort=email&pageSize=1`);
    expect(byEmail.json().items[0].email).toBe(`anna.${m}@example.com`);
  });

  it("takes % and _ in a search literally", async () => {
    const m = tag();
    await insertUser({ email: `pct.${m}@example.com`, fullName: 'Percent' });
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/users?q=${m}%25`, headers: as(admin) });
    expect(res.json().total).toBe(0);
  });

  it('refuses a bad query with a clear message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users?pageSize=1000', headers: as(admin) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Page size must be at most 100');
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/users?status=deleted', headers: as(admin) });
    expect(status.statusCode).toBe(400);
  });
});

describe('a user and their records', () => {
  it('shows the profile and every record of the address, marking unconfirmed ones', async () => {
    const victim = await createVictim(t.app, `detail.${tag()}@example.com`);
    const email = victim.profile.email;
    const confirmed = await createIncident(t.app, { victimEmail: email });
    const unconfirmed = await createIncident(t.app, { victimEmail: email.toUpperCase(), confirmedAt: null, confirmedVia: null });
    await createIncident(t.app, { victimEmail: `someone.else.${tag()}@example.com` });
    const [application] = await t.app.db
      .insert(recoveryApplications)
      .values({
        fullName: 'Detail Victim',
        email,
        country: 'Kenya',
        platformName: 'FakeEx',
        fraudType: 'investment_scam',
        incidentDate: '2026-01-02',
        lossAmount: '900.00',
        incidentDescription: 'desc',
        acceptTerms: true,
      })
      .returning();
    await t.app.db.insert(payoutRequests).values({
      incidentId: confirmed.id,
      userEmail: email,
      amount: '100.00',
      payoutMethod: 'bank_transfer',
      accountDetailsEncrypted: 'cipher',
      accountDetailsHint: '****1234',
    });
    await t.app.db.insert(documents).values({
      filename: 'receipt.pdf',
      storageKey: `key-${tag()}`,
      mimeType: 'application/pdf',
      sizeBytes: 2_500_000,
      sha256: 'a'.repeat(64),
      userEmail: email,
      category: 'evidence',
      recoveryId: confirmed.id,
    });
    const get = (path: string) => t.app.inject({ method: 'GET', url: `/api/admin/users/${victim.profile.id}${path}`, headers: as(caseworker) });

    expect((await get('')).json()).toMatchObject({ id: victim.profile.id, email, fullName: 'Test Victim', isVerified: true });
    const incidents = (await get('/incidents')).json();
    expect(incidents.total).toBe(2);
    expect(incidents.items.map((i: { id: number; confirmed: boolean }) => [i.id, i.confirmed]).sort()).toEqual(
      [
        [confirmed.id, true],
        [unconfirmed.id, false],
      ].sort(),
    );
    expect(incidents.items.find((i: { id: number }) => i.id === confirmed.id).reference).toBe(`FR-${String(confirmed.id).padStart(6, '0')}`);
    expect((await get('/recovery-applications')).json()).toMatchObject({
      total: 1,
      items: [{ id: application!.id, reference: `RA-${String(application!.id).padStart(6, '0')}`, emailVerified: false }],
    });
    expect((await get('/payouts')).json()).toMatchObject({ total: 1, items: [{ incidentId: confirmed.id, amount: '100.00' }] });
    const docs = (await get('/documents')).json();
    expect(docs).toMatchObject({ total: 1, items: [{ filename: 'receipt.pdf', sizeBytes: 2_500_000 }] });
    expect(JSON.stringify(docs)).not.toContain('storageKey');
  });

  it('names the currency of each loss, so a loss in euros is never read as dollars (issue 28)', async () => {
    const victim = await createVictim(t.app, `euro.${tag()}@example.com`);
    const email = victim.profile.email;
    const euros = await createIncident(t.app, { victimEmail: email, lossAmount: '7750.00', currency: 'EUR' });
    const dollars = await createIncident(t.app, { victimEmail: email, lossAmount: '120.00' });
    const [application] = await t.app.db
      .insert(recoveryApplications)
      .values({
        fullName: 'Euro Victim',
        email,
        country: 'Germany',
        platformName: 'FakeEx',
        fraudType: 'investment_scam',
        incidentDate: '2026-01-02',
        lossAmount: '7750.00',
        currency: 'EUR',
        incidentDescription: 'desc',
        acceptTerms: true,
      })
      .returning();
    const get = (path: string) => t.app.inject({ method: 'GET', url: `/api/admin/users/${victim.profile.id}${path}`, headers: as(caseworker) });

    const incidents = (await get('/incidents')).json().items as { id: number; lossAmount: string; currency: string }[];
    expect(incidents.map(({ id, lossAmount, currency }) => ({ id, lossAmount, currency })).sort((a, b) => a.id - b.id)).toEqual([
      { id: euros.id, lossAmount: '7750.00', currency: 'EUR' },
      { id: dollars.id, lossAmount: '120.00', currency: 'USD' },
    ]);
    expect((await get('/recovery-applications')).json().items).toMatchObject([{ id: application!.id, lossAmount: '7750.00', currency: 'EUR' }]);
  });

  it('answers 404 USER_NOT_FOUND for an unknown user, and 400 for a bad id', async () => {
    for (const path of ['', '/incidents', '/payouts', '/documents', '/recovery-applications']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/users/999999${path}`, headers: as(admin) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users/abc', headers: as(admin) })).statusCode).toBe(400);
  });
});

describe('POST /api/admin/users', () => {
  const body = (email: string) => ({ email, fullName: 'Made By Staff', phone: '', country: 'Ghana', isVerified: false });

  it('creates a verified user, audits it and mails a link that lets them choose a password', async () => {
    const email = `created.${tag()}@example.com`;
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: as(caseworker), payload: body(email.toUpperCase()) });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ email, fullName: 'Made By Staff', phone: null, country: 'GH', isVerified: true, mailSent: true });
    expect(created.setPasswordUrl).toBeUndefined();
    expect(created.passwordHash).toBeUndefined();

    const audit = await latestAudit('user.created', created.id);
    expect(audit).toMatchObject({ actorType: 'admin', actorId: String(caseworker.admin.id), actorRole: 'caseworker', entityType: 'user_profile' });
    expect(audit?.after).toMatchObject({ email, isVerified: true });

    const mail = await t.smtp.nextMailTo(email);
    expect(mail.text).toContain('An account was created for you');
    const link = linkIn(mail, /https:\/\/haven\.test\/verify\?token=[A-Za-z0-9_-]+/);
    const token = new URL(link).searchParams.get('token')!;
    // Nobody can sign in before the link is used...
    const early = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'velvet harbour lantern' } });
    expect(early.statusCode).toBe(401);
    // ...and the link sets the password of this very profile.
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/verify/${token}/complete`,
      payload: { fullName: 'Made By Staff', country: 'Ghana', password: 'velvet harbour lantern' },
    });
    expect(done.statusCode).toBe(200);
    expect(await t.app.db.select().from(userProfiles).where(eq(userProfiles.email, email))).toHaveLength(1);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'velvet harbour lantern' } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an address that already has a user (409 EMAIL_TAKEN), in any case', async () => {
    const victim = await createVictim(t.app, `taken.${tag()}@example.com`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: as(admin),
      payload: body(victim.profile.email.toUpperCase()),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'EMAIL_TAKEN', message: 'A user with this e-mail already exists' });
  });

  it.each([
    [{ fullName: '' }, 'Full name is required'],
    [{ country: '  ' }, 'Country is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('refuses a missing required field with its message and creates nothing (%#)', async (change, message) => {
    const email = `invalid.${tag()}@example.com`;
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: as(admin), payload: { ...body(email), ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.app.db.select().from(userProfiles).where(eq(userProfiles.email, email))).toHaveLength(0);
  });
});

describe('verifying and editing a user', () => {
  it('PUT toggles verification and audits before and after', async () => {
    const user = await insertUser({ email: `verify.${tag()}@example.com`, isVerified: false });
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${user.id}`, headers: as(caseworker), payload: { isVerified: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().isVerified).toBe(true);
    const audit = await latestAudit('user.verified', user.id);
    expect(audit).toMatchObject({ before: { isVerified: false }, after: { isVerified: true } });
    const back = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${user.id}`, headers: as(admin), payload: { isVerified: false } });
    expect(back.json().isVerified).toBe(false);
    expect(await latestAudit('user.unverified', user.id)).toMatchObject({ before: { isVerified: true }, after: { isVerified: false } });
  });

  it('PUT refuses a body without isVerified', async () => {
    const user = await insertUser({ email: `verify-bad.${tag()}@example.com`, isVerified: false });
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${user.id}`, headers: as(admin), payload: { isVerified: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Say whether the user is verified (true or false)');
  });

  it('the edit action changes name, phone and country and audits before and after', async () => {
    const user = await insertUser({ email: `edit.${tag()}@example.com`, fullName: 'Old Name', country: 'Kenya' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/edit`,
      headers: as(caseworker),
      payload: { fullName: 'New Name', phone: '0772 123456', country: 'UG' },
    });
    expect(res.statusCode).toBe(200);
    // Issue 28: the country by its code, the phone read in it and kept in E.164.
    expect(res.json()).toMatchObject({ fullName: 'New Name', phone: '+256772123456', country: 'UG', email: user.email });
    expect(await latestAudit('user.edited', user.id)).toMatchObject({
      before: { fullName: 'Old Name', phone: null, country: 'Kenya' },
      after: { fullName: 'New Name', phone: '+256772123456', country: 'UG' },
    });
  });

  it('a bad edit changes nothing', async () => {
    const user = await insertUser({ email: `edit-bad.${tag()}@example.com`, fullName: 'Keep Me' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/edit`,
      headers: as(admin),
      payload: { fullName: '', country: 'Uganda' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Full name is required');
    const [row] = await t.app.db.select().from(userProfiles).where(eq(userProfiles.id, user.id));
    expect(row).toMatchObject({ fullName: 'Keep Me', country: 'Kenya' });
    for (const [payload, message] of [
      [{ fullName: 'New Name', country: 'Atlantis' }, UNKNOWN_COUNTRY_MESSAGE],
      [{ fullName: 'New Name', country: 'KE', phone: '0700 12' }, phoneProblem('KE')],
    ] as const) {
      const refused = await t.app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/edit`, headers: as(admin), payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const [unchanged] = await t.app.db.select().from(userProfiles).where(eq(userProfiles.id, user.id));
    expect(unchanged).toMatchObject({ fullName: 'Keep Me', country: 'Kenya', phone: null });
    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/users/999999/edit', headers: as(admin), payload: { fullName: 'X', country: 'GB' } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/admin/users/:id/send-password-reset (D17: staff never choose a victim\'s password)', () => {
  it('is what is left: setting a password for a victim is no longer possible', async () => {
    const victim = await createVictim(t.app, `setpw.${tag()}@example.com`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/set-password',
      headers: as(admin),
      payload: { email: victim.profile.email, password: 'quiet meadow compass' },
    });
    expect(res.statusCode).toBe(404);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: victim.profile.email, password: 'quiet meadow compass' } });
    expect(login.statusCode).toBe(401);
  });

  it('mails the victim a link through the outbox; nothing changes until the victim chooses a password with it', async () => {
    const victim = await createVictim(t.app, `reset.${tag()}@example.com`);
    const email = victim.profile.email;
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: victim.cookies });
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/users/${victim.profile.id}/send-password-reset`, headers: as(caseworker) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, mailSent: true });
    // The caller never holds the link.
    expect(res.body).not.toMatch(/token|verify/);
    // The victim is still signed in, and the old password still works.
    expect((await me()).statusCode).toBe(200);

    const mail = await t.smtp.nextMailTo(email);
    expect(mail.text).toContain('Choose a new password');
    const token = new URL(linkIn(mail, /http\S+\/verify\?token=[\w-]+/)).searchParams.get('token')!;
    const chosen = 'victims own choice 2026';
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/verify/${token}/complete`,
      payload: { fullName: 'Test Victim', country: 'uk', password: chosen },
    });
    expect(done.statusCode, done.body).toBe(200);
    const login = (pw: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: pw } });
    expect((await login(victim.password)).statusCode).toBe(401);
    expect((await login(chosen)).statusCode).toBe(200);

    const audit = await latestAudit('user.password_reset_sent', victim.profile.id);
    expect(audit).toMatchObject({ actorRole: 'caseworker', after: { sentTo: email } });
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('answers 404 for a user that does not exist, and sends nothing', async () => {
    const before = await t.app.db.select().from(mailOutbox);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/users/999999/send-password-reset', headers: as(admin) });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('USER_NOT_FOUND');
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(before.length);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('a caseworker is refused (403) and nothing is removed', async () => {
    const victim = await createVictim(t.app, `cw-delete.${tag()}@example.com`);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${victim.profile.id}`,
      headers: as(caseworker),
      payload: { confirmEmail: victim.profile.email },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('STAFF_ROLE_REQUIRED');
    expect(await t.app.db.select().from(userProfiles).where(eq(userProfiles.id, victim.profile.id))).toHaveLength(1);
  });

  it('refuses a confirmation that is not the e-mail and removes nothing', async () => {
    const victim = await createVictim(t.app, `mismatch.${tag()}@example.com`);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${victim.profile.id}`,
      headers: as(admin),
      payload: { confirmEmail: 'someone@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'CONFIRMATION_MISMATCH', message: "Type the user's e-mail address exactly to confirm" });
    expect(await t.app.db.select().from(userProfiles).where(eq(userProfiles.id, victim.profile.id))).toHaveLength(1);
  });

  it('answers a call with no body, as the spec makes it, with the plain confirmation message, and removes nothing', async () => {
    const victim = await createVictim(t.app, `no-body.${tag()}@example.com`);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${victim.profile.id}`, headers: as(admin) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', message: "Type the user's e-mail address exactly to confirm" });
    // Saying JSON and sending nothing is its own plain refusal, before any validator.
    const empty = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${victim.profile.id}`,
      headers: { ...as(admin), 'content-type': 'application/json' },
    });
    expect(empty.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'The request body is empty.' });
    expect(await t.app.db.select().from(userProfiles).where(eq(userProfiles.id, victim.profile.id))).toHaveLength(1);
  });

  it("erases as the victim's own deletion does, keeps the anonymous case, and audits it as staff", async () => {
    const victim = await createVictim(t.app, `delete.${tag()}@example.com`);
    const incident = await createIncident(t.app, { victimEmail: victim.profile.email });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${victim.profile.id}`,
      headers: as(admin),
      payload: { confirmEmail: ` ${victim.profile.email.toUpperCase()} ` },
    });
    expect(res.statusCode).toBe(204);
    expect(await t.app.db.select().from(userProfiles).where(eq(userProfiles.id, victim.profile.id))).toHaveLength(0);
    const [kept] = await t.app.db.select().from(fraudIncidents).where(eq(fraudIncidents.id, incident.id));
    expect(kept).toMatchObject({ victimEmail: `deleted-user-${victim.profile.id}@deleted.invalid`, lossAmount: incident.lossAmount, description: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: victim.cookies })).statusCode).toBe(401);
    const audit = await latestAudit('user.deleted', victim.profile.id);
    expect(audit).toMatchObject({ actorType: 'admin', actorId: String(admin.admin.id), actorRole: 'admin' });
    expect(JSON.stringify(audit)).not.toContain(victim.profile.email);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/admin/users/999999', headers: as(admin), payload: { confirmEmail: 'x@example.com' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/admin/users/export.csv', () => {
  it('exports every matching row in batches, with a header, as a dated attachment, formulas defused; audited without rows', async () => {
    const m = tag();
    const many = Array.from({ length: CURSOR_BATCH_SIZE + 3 }, (_, i) => ({
      email: `bulk${String(i).padStart(4, '0')}.${m}@example.com`,
      fullName: `Bulk ${i}`,
      country: 'Kenya',
      passwordHash: 'x',
      isVerified: i % 2 === 0,
    }));
    await t.app.db.insert(userProfiles).values(many);
    await insertUser({ email: `formula.${m}@example.com`, fullName: '=HYPERLINK("http://evil","x")', country: '+44', isVerified: true });

    const res = await t.app.inject({ method: 'GET', url: `/api/admin/users/export.csv?q=${m}&sort=email`, headers: as(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="users-${day}.csv"`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"ID","Email","Full name","Phone","Country","Verified","Joined","Last updated"');
    expect(lines).toHaveLength(1 + CURSOR_BATCH_SIZE + 4);
    expect(lines[1]).toContain(`"bulk0000.${m}@example.com"`);
    const formula = lines.find((line) => line.includes(`formula.${m}`))!;
    expect(formula).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(formula).toContain(`"'+44"`);

    const verified = await t.app.inject({ method: 'GET', url: `/api/admin/users/export.csv?q=${m}&status=unverified`, headers: as(admin) });
    expect(verified.body.trimEnd().split('\r\n')).toHaveLength(1 + Math.floor((CURSOR_BATCH_SIZE + 3) / 2));

    // The same exporter as GET /api/admin/export/users, audited the same way: the filter, never the rows.
    const audit = await latestAudit('export.downloaded');
    expect(audit).toMatchObject({ entityType: 'export', entityId: 'users', actorId: String(admin.admin.id) });
    expect(audit?.after).toEqual({ list: 'users', format: 'csv', filters: { q: m, status: 'unverified', sort: 'newest' }, ownCasesOnly: false });
    expect(JSON.stringify(audit)).not.toContain('bulk0000');
    // A caseworker's file holds only the victims of their own cases (D17): one an admin put them on,
    // not one they took themselves and no admin confirmed yet, nor anyone else's.
    const own = await createIncident(t.app, { victimEmail: `bulk0001.${m}@example.com` });
    await putOnCase(t.app, { incidentId: own.id, adminId: caseworker.admin.id });
    const taken = await createIncident(t.app, { victimEmail: `bulk0002.${m}@example.com` });
    await putOnCase(t.app, { incidentId: taken.id, adminId: caseworker.admin.id, confirmed: false });
    await t.app.db.insert(messages).values([
      { recoveryId: own.id, sender: 'victim', recipient: 'Case Manager', content: `mine ${m}`, senderType: 'user' },
      { recoveryId: taken.id, sender: 'victim', recipient: 'Case Manager', content: `not mine ${m}`, senderType: 'user' },
    ]);
    const scoped = await t.app.inject({ method: 'GET', url: `/api/admin/users/export.csv?q=${m}`, headers: as(caseworker) });
    const scopedLines = scoped.body.trimEnd().split('\r\n');
    expect(scopedLines).toHaveLength(2);
    expect(scopedLines[1]).toContain(`"bulk0001.${m}@example.com"`);
    const scopedMessages = await t.app.inject({ method: 'GET', url: `/api/admin/export/messages?format=json&q=${m}`, headers: as(caseworker) });
    expect(scopedMessages.json<{ content: string }[]>().map((row) => row.content)).toEqual([`mine ${m}`]);
    const everyMessage = await t.app.inject({ method: 'GET', url: `/api/admin/export/messages?format=json&q=${m}`, headers: as(admin) });
    expect(everyMessage.json<unknown[]>()).toHaveLength(2);
    // The admin's file was of everyone; the caseworker's said it held their own cases only.
    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'export.downloaded'), eq(auditLog.entityId, 'messages'))).orderBy(desc(auditLog.id)).limit(2);
    expect(audits.map((row) => (row.after as { ownCasesOnly: boolean }).ownCasesOnly)).toEqual([false, true]);

  });

  it("asks an admin for a fresh confirmation, as GET /api/admin/export/users does: it is an export of everyone", async () => {
    const m = tag();
    await insertUser({ email: `fresh.${m}@example.com` });
    const staleAdmin = await createStaff(t.app);
    const confirmedMinutesAgo = async (minutes: number) =>
      t.app.db.update(sessions).set({ confirmedAt: new Date(Date.now() - minutes * 60_000) }).where(eq(sessions.adminUserId, staleAdmin.admin.id));
    await confirmedMinutesAgo(6);
    for (const url of [`/api/admin/users/export.csv?q=${m}`, `/api/admin/export/users?q=${m}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: as(staleAdmin) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ code: 'FRESH_CONFIRMATION_REQUIRED', message: 'Please confirm it is you to continue' });
    }
    const audited = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'export.downloaded'), eq(auditLog.actorId, String(staleAdmin.admin.id))));
    expect(audited).toEqual([]);

    await confirmedMinutesAgo(1);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/users/export.csv?q=${m}`, headers: as(staleAdmin) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`fresh.${m}@example.com`);
  });
});

describe('creating a user in development without SMTP (D13)', () => {
  it('returns the set-password link to the caller', async () => {
    await withTestApp({ env: { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' } }, async (dev) => {
      const staff = await createStaff(dev.app);
      const res = await dev.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: staff.headers,
        payload: { email: 'dev.user@example.com', fullName: 'Dev User', country: 'Kenya' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().setPasswordUrl).toMatch(/^http:\/\/localhost:3000\/verify\?token=/);
    });
  });
});
