import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_REQUEST_HEADER } from '@shared/auth/background-request';
import { ADMIN_SESSION_IDLE_MS } from '@shared/limits';
import { MISSING_CREDENTIALS_MESSAGE } from '@shared/staff/staff-schema';
import { staffUsers, auditLog, sessions, signInLimits } from '../../kernel/db/schema/index';
import { setSettingValue } from '../settings/queries';
import { testAppForSuite } from '../../test/suite-app';
import { createStaff } from '../../test/fixtures';
import { STAFF_DEVICE_COOKIE } from './device-cookie';
import { hashPassword } from './passwords';
import { hashToken } from './tokens';

const t = testAppForSuite({ rateLimits: { loginPerClient: { max: 1000, timeWindow: 60_000 } } });
beforeAll(async () => {
  // The Security tab's limit is what sign-in uses.
  await setSettingValue(t.app.db, 'login_failures_limit', '3');
});

const PASSWORD = 'staff-password-123';
const login = (username: string, password: string, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password }, remoteAddress });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const session = (token: string) => t.app.inject({ method: 'GET', url: '/api/admin/session', headers: bearer(token) });

describe('POST /api/admin/login', () => {
  it('answers a token that opens the staff API, sets last sign-in and audits it', async () => {
    const { admin } = await createStaff(t.app, { role: 'caseworker' });
    const res = await login(admin.username.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; expiresAt: string; role: string; displayName: string }>();
    expect(body).toMatchObject({ role: 'caseworker', displayName: admin.displayName });
    // 24 h absolute end.
    expect(Math.abs(new Date(body.expiresAt).getTime() - Date.now() - 24 * 3600_000)).toBeLessThan(60_000);
    // Stored hashed, never as sent.
    const [stored] = await t.app.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(body.token)));
    expect(stored?.adminUserId).toBe(admin.id);
    expect((await session(body.token)).json()).toMatchObject({ username: admin.username, role: 'caseworker' });
    const [account] = await t.app.db.select().from(staffUsers).where(eq(staffUsers.id, admin.id));
    expect(account?.lastLoginAt).not.toBeNull();
    const rows = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.signed_in'), eq(auditLog.entityId, String(admin.id))));
    expect(rows).toHaveLength(1);
  });

  it('gives one answer for an unknown username, a disabled account and a wrong password', async () => {
    const { admin } = await createStaff(t.app);
    const { admin: disabled } = await createStaff(t.app);
    await t.app.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, disabled.id));
    const answers = await Promise.all([login('nobody-here', PASSWORD), login(disabled.username, PASSWORD), login(admin.username, 'wrong-password-1')]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'LOGIN_FAILED', message: 'Invalid username or password' });
    }
    const failed = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'staff.sign_in_failed'));
    const known = failed.filter((row) => row.entityId === String(admin.id) || row.entityId === String(disabled.id));
    expect(known.map((row) => (row.after as { reason: string }).reason).sort()).toEqual(['disabled', 'wrong_password']);
    // The unknown username is audited too, without the name typed; no row holds a password.
    const unknown = failed.filter((row) => row.entityId === null);
    expect(unknown.map((row) => row.after)).toContainEqual({ reason: 'unknown_username' });
    expect(JSON.stringify(failed)).not.toMatch(/nobody-here|staff-password-123|wrong-password-1/);
  });

  it('takes about as long to refuse an unknown username as a wrong password', async () => {
    const { admin } = await createStaff(t.app);
    const time = async (username: string) => {
      const start = performance.now();
      await login(username, 'wrong-password-1');
      return performance.now() - start;
    };
    await time('warm-up-user');
    const unknown = await time('nobody-at-all');
    const known = await time(admin.username);
    // Both verify an argon2id hash (tens of ms); skipping it would answer an unknown name in ~1 ms.
    expect(unknown).toBeGreaterThan(known / 4);
  });

  it("refuses empty fields with the spec's message", async () => {
    for (const payload of [{ username: '', password: 'x' }, { username: 'someone', password: '' }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', message: MISSING_CREDENTIALS_MESSAGE });
    }
  });

  it('stops checking passwords for an account after too many failures, right one included', async () => {
    const { admin } = await createStaff(t.app);
    for (let i = 0; i < 3; i++) expect((await login(admin.username, 'wrong-password-1')).statusCode).toBe(401);
    const limited = await login(admin.username, PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ code: string }>().code).toBe('RATE_LIMITED');
  });

  it('knows a username by one form on PostgreSQL and PGlite alike: ＩＲＩＳ is iris, İris is another name', async () => {
    const [iris] = await t.app.db
      .insert(staffUsers)
      .values({ username: 'iris', displayName: 'Iris', role: 'admin', passwordHash: await hashPassword(PASSWORD) })
      .returning();
    for (let i = 0; i < 3; i++) expect((await login('iris', 'wrong-password-1', '10.9.0.1')).statusCode).toBe(401);
    // The limit reached for iris holds for every spelling of iris from that address.
    expect((await login('IRIS', PASSWORD, '10.9.0.1')).statusCode).toBe(429);
    expect((await login('ＩＲＩＳ', PASSWORD, '10.9.0.1')).statusCode).toBe(429);
    // SQL's lower('İris') is 'iris' on PostgreSQL; the lookup no longer asks SQL, so İris is nobody.
    const dotted = await login('İris', PASSWORD, '10.9.0.1');
    expect(dotted.statusCode).toBe(401);
    const full = await login('ＩＲＩＳ', PASSWORD, '10.9.0.2');
    expect(full.statusCode).toBe(200);
    expect((await session(full.json<{ token: string }>().token)).json()).toMatchObject({ username: iris!.username });
  });

  it("a stranger's 50 wrong guesses from 50 addresses stop neither the staff member's known browser nor their new laptop after half a minute", async () => {
    const { admin } = await createStaff(t.app);
    const first = await login(admin.username, PASSWORD, '10.8.0.1');
    const cookies = { [STAFF_DEVICE_COOKIE]: first.cookies.find((cookie) => cookie.name === STAFF_DEVICE_COOKIE)!.value };
    const answers: number[] = [];
    for (let i = 0; i < 50; i++) answers.push((await login(admin.username, `guess-${i}`, `10.8.1.${i}`)).statusCode);
    // 3 × the limit of 3 are checked; then each new address must first wait.
    expect(answers.filter((code) => code === 401)).toHaveLength(9);
    expect(answers.filter((code) => code === 429)).toHaveLength(41);
    const known = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: admin.username, password: PASSWORD }, cookies, remoteAddress: '10.8.0.1' });
    expect(known.statusCode).toBe(200);
    const laptop = await login(admin.username, PASSWORD, '10.8.2.1');
    expect(laptop.statusCode).toBe(429);
    expect(Number(laptop.headers['retry-after'])).toBe(30);
    await t.app.db.update(signInLimits).set({ lastAttemptAt: sql`${signInLimits.lastAttemptAt} - make_interval(secs => 30)` });
    expect((await login(admin.username, PASSWORD, '10.8.2.1')).statusCode).toBe(200);
  });

  it('keeps the owner signing in on a browser known to the account while guesses elsewhere are limited', async () => {
    const { admin } = await createStaff(t.app);
    const first = await login(admin.username, PASSWORD);
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((cookie) => cookie.name === STAFF_DEVICE_COOKIE);
    expect(device).toMatchObject({ path: '/api/admin/login', httpOnly: true });
    const cookies = { [STAFF_DEVICE_COOKIE]: device!.value };
    for (let i = 0; i < 3; i++) expect((await login(admin.username.toUpperCase(), 'wrong-password-1')).statusCode).toBe(401);
    expect((await login(admin.username, PASSWORD)).statusCode).toBe(429);
    const owner = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: admin.username, password: PASSWORD }, cookies });
    expect(owner.statusCode).toBe(200);
    // The cookie names one account: on another it counts as any stranger's browser.
    const { admin: other } = await createStaff(t.app);
    for (let i = 0; i < 3; i++) expect((await login(other.username, 'wrong-password-1')).statusCode).toBe(401);
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: other.username, password: PASSWORD }, cookies });
    expect(elsewhere.statusCode).toBe(429);
  });
});

describe('staff sessions', () => {
  it('POST /api/admin/logout ends the session: the token stops working', async () => {
    const { headers, admin } = await createStaff(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/session', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers })).statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json<{ code: string }>().code).toBe('STAFF_SIGN_IN_REQUIRED');
    // Signing out is audited as signing in is: who, when, from where.
    const rows = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.signed_out'), eq(auditLog.entityId, String(admin.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorType: 'admin', actorId: String(admin.id), actorRole: 'admin', ip: expect.any(String) });
  });

  it('ends a session after 30 minutes without use (the default) and 24 hours after sign-in', async () => {
    const { admin } = await createStaff(t.app);
    const idle = (await login(admin.username, PASSWORD)).json<{ token: string }>().token;
    const old = (await login(admin.username, PASSWORD)).json<{ token: string }>().token;
    const recent = (await login(admin.username, PASSWORD)).json<{ token: string }>().token;
    expect(ADMIN_SESSION_IDLE_MS).toBe(30 * 60_000);
    await t.app.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) }).where(eq(sessions.tokenHash, hashToken(idle)));
    await t.app.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 29 * 60_000) }).where(eq(sessions.tokenHash, hashToken(recent)));
    expect((await session(recent)).statusCode).toBe(200);
    await t.app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(old)));
    expect((await session(idle)).statusCode).toBe(401);
    expect((await session(old)).statusCode).toBe(401);
  });

  it("does not count a screen's timed refresh as use: the idle limit still ends the session", async () => {
    const { admin } = await createStaff(t.app);
    const token = (await login(admin.username, PASSWORD)).json<{ token: string }>().token;
    const lastSeen = async () => (await t.app.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token))))[0]!.lastSeenAt.getTime();
    const away = new Date(Date.now() - 29 * 60_000);
    await t.app.db.update(sessions).set({ lastSeenAt: away }).where(eq(sessions.tokenHash, hashToken(token)));
    const poll = () => t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { ...bearer(token), [BACKGROUND_REQUEST_HEADER]: '1' } });
    expect((await poll()).statusCode).toBe(200);
    expect(await lastSeen()).toBe(away.getTime());
    // Used by the person: the idle clock starts again.
    expect((await session(token)).statusCode).toBe(200);
    expect(await lastSeen()).toBeGreaterThan(Date.now() - 60_000);
    await t.app.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) }).where(eq(sessions.tokenHash, hashToken(token)));
    expect((await poll()).statusCode).toBe(401);
  });

  it('POST /api/admin/sign-out-everywhere ends every session of the account, audited; other accounts keep theirs', async () => {
    const { admin } = await createStaff(t.app);
    const here = (await login(admin.username, PASSWORD)).json<{ token: string }>().token;
    const laptop = (await login(admin.username, PASSWORD)).json<{ token: string }>().token;
    const { headers: colleague } = await createStaff(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/sign-out-everywhere', headers: bearer(here) });
    expect(res.statusCode).toBe(204);
    expect((await session(here)).statusCode).toBe(401);
    expect((await session(laptop)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: colleague })).statusCode).toBe(200);
    const rows = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.signed_out_everywhere'), eq(auditLog.entityId, String(admin.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorType: 'admin', actorId: String(admin.id) });
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/sign-out-everywhere' })).statusCode).toBe(401);
  });

  it('a victim cookie never opens a staff route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/session', cookies: { haven_session: 'anything' } });
    expect(res.statusCode).toBe(401);
  });
});
