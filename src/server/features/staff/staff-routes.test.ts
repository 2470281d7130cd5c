import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_ADMIN_MESSAGE } from '@shared/staff/staff-schema';
import { staffUsers, auditLog, sessions, verificationTokens } from '../../kernel/db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { smtpAppForSuite, withTestApp } from '../../test/suite-app';
import { createStaff } from '../../test/fixtures';
import { linkIn } from '../../test/smtp';
import { hashToken } from '../auth/tokens';

const t = smtpAppForSuite();
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  admin = await createStaff(t.app);
});

let n = 0;
const fresh = () => {
  n += 1;
  return { username: `member.${n}`, displayName: `Member ${n}`, email: `member${n}@staff.example.org`, role: 'caseworker' as const };
};
const create = (payload: object, headers = admin.headers) => t.app.inject({ method: 'POST', url: '/api/admin/staff', headers, payload });
const update = (id: number, payload: object, headers = admin.headers) => t.app.inject({ method: 'PUT', url: `/api/admin/staff/${id}`, headers, payload });
const tokenIn = (url: string) => new URL(url).searchParams.get('token')!;

describe('staff accounts: admin only (D17)', () => {
  it('refuses a caseworker every management route with 403, and lets them read the directory', async () => {
    const caseworker = await createStaff(t.app, { role: 'caseworker' });
    const calls = [
      t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: caseworker.headers }),
      create(fresh(), caseworker.headers),
      update(admin.admin.id, { role: 'caseworker' }, caseworker.headers),
      t.app.inject({ method: 'POST', url: `/api/admin/staff/${admin.admin.id}/reset-password`, headers: caseworker.headers }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json<{ code: string }>().code).toBe('STAFF_ROLE_REQUIRED');
    }
    const [target] = await t.app.db.select().from(staffUsers).where(eq(staffUsers.id, admin.admin.id));
    expect(target?.role).toBe('admin');
    const directory = await t.app.inject({ method: 'GET', url: '/api/admin/staff/directory', headers: caseworker.headers });
    expect(directory.statusCode).toBe(200);
    const items = directory.json<{ items: { id: number; email: string }[] }>().items;
    expect(items.map((item) => item.id)).toContain(caseworker.admin.id);
    expect(JSON.stringify(items)).not.toContain('passwordHash');
  });
});

describe('creating an account and its e-mailed link', () => {
  it('creates an account nobody can sign in to until the link sets a password; the link works once', async () => {
    const input = fresh();
    const res = await create(input);
    expect(res.statusCode).toBe(201);
    const created = res.json<{ staff: { id: number; role: string; disabled: boolean }; setPasswordUrl?: string }>();
    expect(created.staff).toMatchObject({ role: 'caseworker', disabled: false });
    // D13: with SMTP configured the link is only e-mailed.
    expect(created.setPasswordUrl).toBeUndefined();
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: input.username, password: 'anything-at-all' } })).statusCode).toBe(401);

    const mail = await t.smtp.nextMailTo(input.email);
    const link = linkIn(mail, /https:\/\/haven\.test\/admin\/set-password\?token=[\w-]+/);
    const token = tokenIn(link);
    const check = await t.app.inject({ method: 'GET', url: `/api/staff-password/${token}` });
    expect(check.json()).toEqual({ username: input.username });

    const weak = await t.app.inject({ method: 'POST', url: `/api/staff-password/${token}`, payload: { password: 'password1234' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ code: string }>().code).toBe('WEAK_PASSWORD');
    // The staff rules: 12 characters, and not guessable (issue 22 §5), each refusal saying why.
    const short = await t.app.inject({ method: 'POST', url: `/api/staff-password/${token}`, payload: { password: 'k9#Tq2!vLp4' } });
    expect(short.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Staff passwords must be at least 12 characters' });
    for (const password of ['aaaaaaaaaaaa', 'caseworker12', 'Summer2026!!']) {
      const guessable = await t.app.inject({ method: 'POST', url: `/api/staff-password/${token}`, payload: { password } });
      expect(guessable.statusCode, password).toBe(400);
      expect(guessable.json<{ code: string; message: string }>(), password).toMatchObject({ code: 'WEAK_PASSWORD', message: expect.stringContaining('easy to guess') });
    }

    const set = await t.app.inject({ method: 'POST', url: `/api/staff-password/${token}`, payload: { password: 'quiet meadow lantern 7' } });
    expect(set.statusCode).toBe(200);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: input.username, password: 'quiet meadow lantern 7' } });
    expect(signIn.statusCode).toBe(200);

    for (const again of [
      await t.app.inject({ method: 'GET', url: `/api/staff-password/${token}` }),
      await t.app.inject({ method: 'POST', url: `/api/staff-password/${token}`, payload: { password: 'another fine phrase 9' } }),
    ]) {
      expect(again.statusCode).toBe(400);
      expect(again.json<{ code: string }>().code).toBe('LINK_INVALID');
    }
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.created'), eq(auditLog.entityId, String(created.staff.id))));
    expect(audit[0]?.actorRole).toBe('admin');
    expect(JSON.stringify(audit[0]?.after)).not.toMatch(/password/i);
  });

  it('refuses an expired link', async () => {
    const input = fresh();
    await create(input);
    const token = tokenIn(linkIn(await t.smtp.nextMailTo(input.email), /https:\/\/haven\.test\/admin\/set-password\?token=[\w-]+/));
    await t.app.db.update(verificationTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationTokens.tokenHash, hashToken(token)));
    expect((await t.app.inject({ method: 'GET', url: `/api/staff-password/${token}` })).statusCode).toBe(400);
  });

  it('a new link replaces the old one, and setting the password ends the sessions of the account', async () => {
    const member = await createStaff(t.app, { email: 'reset-me@staff.example.org' });
    const first = await t.app.inject({ method: 'POST', url: `/api/admin/staff/${member.admin.id}/reset-password`, headers: admin.headers });
    expect(first.statusCode).toBe(200);
    const oldToken = tokenIn(linkIn(await t.smtp.nextMailTo('reset-me@staff.example.org'), /https:\/\/haven\.test\/admin\/set-password\?token=[\w-]+/));
    await t.app.inject({ method: 'POST', url: `/api/admin/staff/${member.admin.id}/reset-password`, headers: admin.headers });
    const newToken = tokenIn(linkIn(await t.smtp.nextMailTo('reset-me@staff.example.org'), /https:\/\/haven\.test\/admin\/set-password\?token=[\w-]+/));
    expect((await t.app.inject({ method: 'GET', url: `/api/staff-password/${oldToken}` })).statusCode).toBe(400);
    const set = await t.app.inject({ method: 'POST', url: `/api/staff-password/${newToken}`, payload: { password: 'brand new phrase 42' } });
    expect(set.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: member.headers })).statusCode).toBe(401);
  });

  it('refuses a duplicate username or e-mail, whatever the case, and writes nothing', async () => {
    const input = fresh();
    expect((await create(input)).statusCode).toBe(201);
    await t.smtp.nextMailTo(input.email);
    const sameName = await create({ ...fresh(), username: input.username.toUpperCase() });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json<{ code: string }>().code).toBe('USERNAME_TAKEN');
    const sameMail = await create({ ...fresh(), email: input.email.toUpperCase() });
    expect(sameMail.statusCode).toBe(409);
    expect(sameMail.json<{ code: string }>().code).toBe('EMAIL_TAKEN');
    const other = await createStaff(t.app);
    const clash = await update(other.admin.id, { email: input.email });
    expect(clash.json<{ code: string }>().code).toBe('EMAIL_TAKEN');
  });

  it('refuses bad input with a clear message', async () => {
    const res = await create({ username: 'x', displayName: '', email: 'not-an-email', role: 'owner' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    expect((await update(admin.admin.id, {})).statusCode).toBe(400);
    expect((await update(2 ** 31, { role: 'admin' })).statusCode).toBe(400);
    expect((await update(999_999, { role: 'admin' })).statusCode).toBe(404);
  });
});

describe('changing an account', () => {
  it('a role change or disabling ends the sessions of the account; enabling does not restore them', async () => {
    const member = await createStaff(t.app, { role: 'caseworker' });
    const changed = await update(member.admin.id, { role: 'admin' });
    expect(changed.json()).toMatchObject({ role: 'admin' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: member.headers })).statusCode).toBe(401);

    const other = await createStaff(t.app, { role: 'caseworker' });
    expect((await update(other.admin.id, { disabled: true })).json()).toMatchObject({ disabled: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: other.headers })).statusCode).toBe(401);
    expect((await update(other.admin.id, { disabled: false })).json()).toMatchObject({ disabled: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: other.headers })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: other.admin.username, password: 'staff-password-123' } });
    expect(login.statusCode).toBe(200);

    const rows = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.updated'), eq(auditLog.entityId, String(other.admin.id))));
    expect(rows[0]?.before).toMatchObject({ disabled: false });
    expect(rows[0]?.after).toMatchObject({ disabled: true });
    expect(JSON.stringify(rows)).not.toMatch(/passwordHash|argon2/);
  });

  it('a new e-mail address or disabling ends the set-password links still out', async () => {
    for (const change of [{ email: 'moved-away@staff.example.org' }, { disabled: true }]) {
      const member = await createStaff(t.app, { role: 'caseworker' });
      const address = member.admin.email!;
      expect((await t.app.inject({ method: 'POST', url: `/api/admin/staff/${member.admin.id}/reset-password`, headers: admin.headers })).statusCode).toBe(200);
      const token = tokenIn(linkIn(await t.smtp.nextMailTo(address), /https:\/\/haven\.test\/admin\/set-password\?token=[\w-]+/));
      expect((await update(member.admin.id, change)).statusCode).toBe(200);
      if ('disabled' in change) expect((await update(member.admin.id, { disabled: false })).statusCode).toBe(200);
      const check = await t.app.inject({ method: 'GET', url: `/api/staff-password/${token}` });
      expect(check.json<{ code: string }>().code, JSON.stringify(change)).toBe('LINK_INVALID');
      const set = await t.app.inject({ method: 'POST', url: `/api/staff-password/${token}`, payload: { password: 'taken over phrase 77' } });
      expect(set.statusCode).toBe(400);
    }
  });

  it('tells the old address when an admin gives an account another one, and stores it in one form', async () => {
    const member = await createStaff(t.app, { role: 'caseworker' });
    const old = member.admin.email!;
    const changed = await update(member.admin.id, { email: 'Moved.Here@Staff.Example.org' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe('moved.here@staff.example.org');
    const notice = await t.smtp.nextMailTo(old);
    expect(notice.text).toContain(`the staff account ${member.admin.username}`);
    expect(notice.text).not.toContain('moved.here');
  });

  it('asks the admin to confirm it is them before changing an account or sending its password link', async () => {
    const member = await createStaff(t.app, { role: 'caseworker' });
    const stale = await createStaff(t.app);
    await t.app.db.update(sessions).set({ confirmedAt: new Date(Date.now() - 10 * 60_000) }).where(eq(sessions.adminUserId, stale.admin.id));
    const promote = await update(member.admin.id, { role: 'admin' }, stale.headers);
    expect([promote.statusCode, promote.json().code]).toEqual([403, 'FRESH_CONFIRMATION_REQUIRED']);
    const link = await t.app.inject({ method: 'POST', url: `/api/admin/staff/${member.admin.id}/reset-password`, headers: stale.headers });
    expect([link.statusCode, link.json().code]).toEqual([403, 'FRESH_CONFIRMATION_REQUIRED']);
    const [row] = await t.app.db.select().from(staffUsers).where(eq(staffUsers.id, member.admin.id));
    expect(row!.role).toBe('caseworker');
  });

  it('lists, searches and filters on the server', async () => {
    const member = await createStaff(t.app, { role: 'caseworker', email: 'findable-person@staff.example.org' });
    await update(member.admin.id, { displayName: 'Findable Person' });
    const found = await t.app.inject({ method: 'GET', url: '/api/admin/staff?q=findable&status=active', headers: admin.headers });
    expect(found.json()).toMatchObject({ total: 1, items: [{ id: member.admin.id, displayName: 'Findable Person' }] });
    await update(member.admin.id, { disabled: true });
    const active = await t.app.inject({ method: 'GET', url: '/api/admin/staff?q=findable&status=active', headers: admin.headers });
    expect(active.json()).toEqual({ total: 0, items: [] });
    const disabled = await t.app.inject({ method: 'GET', url: '/api/admin/staff?q=findable&status=disabled', headers: admin.headers });
    expect(disabled.json<{ total: number }>().total).toBe(1);
    const page = await t.app.inject({ method: 'GET', url: '/api/admin/staff?pageSize=1&page=2', headers: admin.headers });
    expect(page.json<{ items: unknown[]; total: number }>().items).toHaveLength(1);
  });
});

describe('the last active admin', () => {
  let solo: TestApp;
  beforeAll(async () => {
    solo = await createTestApp();
  });
  afterAll(() => solo.close());

  it('cannot be disabled or demoted; with a second admin it can', async () => {
    const only = await createStaff(solo.app);
    const put = (id: number, payload: object) => solo.app.inject({ method: 'PUT', url: `/api/admin/staff/${id}`, headers: only.headers, payload });
    for (const payload of [{ disabled: true }, { role: 'caseworker' }]) {
      const res = await put(only.admin.id, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'LAST_ADMIN', message: LAST_ADMIN_MESSAGE });
    }
    const [still] = await solo.app.db.select().from(staffUsers).where(eq(staffUsers.id, only.admin.id));
    expect(still).toMatchObject({ role: 'admin', disabledAt: null });

    // A disabled admin does not count as the other admin.
    const second = await createStaff(solo.app);
    await solo.app.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, second.admin.id));
    expect((await put(only.admin.id, { role: 'caseworker' })).statusCode).toBe(409);
    await solo.app.db.update(staffUsers).set({ disabledAt: null }).where(eq(staffUsers.id, second.admin.id));
    expect((await put(only.admin.id, { role: 'caseworker' })).statusCode).toBe(200);
  });

  it('in development without SMTP, the new account answers its link (D13)', async () => {
    await withTestApp({ env: { NODE_ENV: 'development' } }, async (dev) => {
      const owner = await createStaff(dev.app);
      const res = await dev.app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: owner.headers,
        payload: { username: 'dev.member', displayName: 'Dev Member', email: 'dev.member@staff.example.org', role: 'admin' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json<{ setPasswordUrl?: string }>().setPasswordUrl).toMatch(/\/admin\/set-password\?token=/);
    });
  });
});
