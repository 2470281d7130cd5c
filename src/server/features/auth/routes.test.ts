import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatWait } from '@shared/format/wait';
import { signInLimits, userProfiles } from '../../kernel/db/schema/index';
import { SESSION_COOKIE } from '../../kernel/plugins/access';
import { setSettingValue } from '../settings/queries';
import { productionEnv } from '../../test/app';
import { testAppForSuite, withTestApp } from '../../test/suite-app';
import { createVictim } from '../../test/fixtures';
import { DEVICE_COOKIE } from './device-cookie';
import * as passwords from './passwords';
import { beginSignIn } from './sign-in-limits';

const t = testAppForSuite();
beforeAll(async () => {
  // The Security tab's limit is what sign-in uses.
  await setSettingValue(t.app.db, 'login_failures_limit', '3');
});
afterEach(() => vi.restoreAllMocks());

const login = (body: unknown, remoteAddress = '10.0.0.1', cookies?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object, remoteAddress, cookies });

let client = 0;
// Each attempt from its own address, so only the per-account counting is at work.
const anywhere = () => `10.2.${Math.floor(++client / 250)}.${client % 250}`;

/** Signs in once and keeps the browser's device cookie, as the owner's usual browser would. */
async function knownDevice(email: string, password: string): Promise<Record<string, string>> {
  const res = await login({ email, password }, anywhere());
  expect(res.statusCode).toBe(200);
  const device = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(device).toBeDefined();
  return { [DEVICE_COOKIE]: device!.value };
}

async function failUntilLimited(email: string, from: string, budget = 3) {
  for (let i = 0; i < budget; i++) expect((await login({ email, password: 'guess' }, from)).statusCode).toBe(401);
}

const retryAfter = (res: { statusCode: number; headers: Record<string, unknown> }) => (res.statusCode === 429 ? Number(res.headers['retry-after']) : 0);

/** Moves every sign-in counter back in time, as if `seconds` had passed. */
const timePasses = (seconds: number) =>
  t.app.db.update(signInLimits).set({ lastAttemptAt: sql`${signInLimits.lastAttemptAt} - make_interval(secs => ${seconds})` });

describe('POST /api/auth/login', () => {
  it('signs a verified victim in with an httpOnly SameSite=Lax cookie', async () => {
    const { profile, password } = await createVictim(t.app, 'Login.Case@Example.com');
    const res = await login({ email: '  login.case@example.COM ', password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { email: profile.email, fullName: 'Test Victim' } });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBeFalsy();

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { [SESSION_COOKIE]: cookie!.value } });
    expect(me.json().user.email).toBe(profile.email);
  });

  it('gives one generic answer for a wrong password and an unknown address', async () => {
    const { profile } = await createVictim(t.app);
    const wrong = await login({ email: profile.email, password: 'not the password' }, '10.0.0.2');
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever' }, '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'LOGIN_FAILED' });
    expect(unknown.json().message).toBe('Invalid email or password');
    expect(wrong.cookies).toHaveLength(0);
  });

  it('validates with the spec messages', async () => {
    expect((await login({ email: 'not-an-email', password: 'x' })).json().message).toBe('Please enter a valid email address');
    expect((await login({ email: 'a@b.co', password: '' })).json().message).toBe('Password is required');
    expect((await login({ email: 'a@b.co' })).statusCode).toBe(400);
  });

  it('refuses an unverified profile, and verifies the password whatever the answer will be', async () => {
    const verify = vi.spyOn(passwords, 'verifyPassword');
    const { profile, password } = await createVictim(t.app);
    await t.app.db.update(userProfiles).set({ isVerified: false }).where(eq(userProfiles.id, profile.id));
    const unverified = await login({ email: profile.email, password }, anywhere());
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json().message).toBe('Invalid email or password');
    expect(verify).toHaveBeenLastCalledWith(profile.passwordHash, password, { signal: expect.any(AbortSignal) });

    const { profile: known } = await createVictim(t.app);
    verify.mockClear();
    expect((await login({ email: known.email, password: 'wrong' }, anywhere())).statusCode).toBe(401);
    expect(verify).toHaveBeenCalledExactlyOnceWith(known.passwordHash, 'wrong', { signal: expect.any(AbortSignal) });

    verify.mockClear();
    expect((await login({ email: 'no.profile@example.com', password: 'whatever' }, anywhere())).statusCode).toBe(401);
    expect(verify).toHaveBeenCalledExactlyOnceWith(await passwords.dummyPasswordHash(), 'whatever', { signal: expect.any(AbortSignal) });
  });
});

describe('failed sign-ins per account', () => {
  it('never counts a successful sign-in', async () => {
    const { profile, password } = await createVictim(t.app);
    for (let i = 0; i < 10; i++) expect((await login({ email: profile.email, password }, anywhere())).statusCode).toBe(200);
  });

  it('starts afresh after a successful sign-in', async () => {
    const { profile, password } = await createVictim(t.app);
    const home = anywhere();
    for (const round of [1, 2]) {
      for (let i = 0; i < 2; i++) expect((await login({ email: profile.email, password: 'guess' }, home)).statusCode).toBe(401);
      expect((await login({ email: profile.email, password }, home)).statusCode, `round ${round}`).toBe(200);
    }
  });

  it('slows one address down with a growing wait, without checking the password meanwhile', async () => {
    const { profile, password } = await createVictim(t.app);
    const guesser = anywhere();
    await failUntilLimited(profile.email, guesser);

    const verify = vi.spyOn(passwords, 'verifyPassword');
    const limited = await login({ email: profile.email, password }, guesser);
    expect(limited.statusCode).toBe(429);
    // 2 s from the last failure (less what the test took since).
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(2);
    expect(limited.json()).toEqual({ message: `Too many requests. Please wait ${formatWait(wait)} and try again.`, code: 'RATE_LIMITED' });
    expect(verify).not.toHaveBeenCalled();

    await timePasses(2);
    expect((await login({ email: profile.email, password: 'guess' }, guesser)).statusCode).toBe(401);
    expect(retryAfter(await login({ email: profile.email, password }, guesser))).toBeGreaterThan(2);
    // Another address is not held up by this one.
    expect((await login({ email: profile.email, password }, anywhere())).statusCode).toBe(200);
  });

  it("a stranger's 50 wrong guesses from other addresses stop neither the owner's known browser nor a new one after a short wait", async () => {
    const { profile, password } = await createVictim(t.app);
    const device = await knownDevice(profile.email, password);
    const answers: number[] = [];
    for (let i = 0; i < 50; i++) answers.push((await login({ email: profile.email, password: `guess-${i}` }, anywhere())).statusCode);
    // 3 × the limit of 3 go through; then every new address is told to wait before its first guess.
    expect(answers.filter((code) => code === 401)).toHaveLength(9);
    expect(answers.filter((code) => code === 429)).toHaveLength(41);

    expect((await login({ email: profile.email, password }, anywhere(), device)).statusCode).toBe(200);

    const newLaptop = anywhere();
    const first = await login({ email: profile.email, password }, newLaptop);
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('30');
    await timePasses(30);
    const after = await login({ email: profile.email, password }, newLaptop);
    expect(after.statusCode).toBe(200);
    expect(after.cookies.some((c) => c.name === DEVICE_COOKIE)).toBe(true);

    // The guessers slow down: an address that waited gets one guess, then waits twice as long.
    const guesser = anywhere();
    expect((await login({ email: profile.email, password: 'guess' }, guesser)).headers['retry-after']).toBe('30');
    await timePasses(30);
    expect((await login({ email: profile.email, password: 'guess' }, guesser)).statusCode).toBe(401);
    expect(retryAfter(await login({ email: profile.email, password: 'guess' }, guesser))).toBeGreaterThan(30);
  });

  it('keeps the counts in the database, where every server process reads them', async () => {
    const { profile } = await createVictim(t.app);
    const guesser = anywhere();
    await failUntilLimited(profile.email, guesser);
    const attempt = { kind: 'victim' as const, account: profile.email.toUpperCase(), deviceId: null, ip: guesser };
    expect(await beginSignIn(t.app.db, { attempt, limit: 3, now: t.app.clock() })).toBeGreaterThan(0);
    const rows = await t.app.db.select().from(signInLimits);
    // Keys are hashes: no address or e-mail is stored.
    expect(JSON.stringify(rows)).not.toContain(profile.email);
    expect(JSON.stringify(rows)).not.toContain(guesser);
  });

  it("counts a known browser's own failures on its own key", async () => {
    const { profile, password } = await createVictim(t.app);
    const device = await knownDevice(profile.email, password);
    const home = anywhere();
    for (let i = 0; i < 3; i++) expect((await login({ email: profile.email, password: 'typo' }, home, device)).statusCode).toBe(401);
    expect((await login({ email: profile.email, password }, home, device)).statusCode).toBe(429);
    expect((await login({ email: profile.email, password }, home)).statusCode).toBe(200);
  });

  it('gives nothing on account B for a device cookie earned on account A', async () => {
    const a = await createVictim(t.app);
    const b = await createVictim(t.app);
    const deviceOfA = await knownDevice(a.profile.email, a.password);
    const guesser = anywhere();
    await failUntilLimited(b.profile.email, guesser);
    expect((await login({ email: b.profile.email, password: b.password }, guesser, deviceOfA)).statusCode).toBe(429);
  });

  it('treats a tampered device cookie as none', async () => {
    const { profile, password } = await createVictim(t.app);
    const device = (await knownDevice(profile.email, password))[DEVICE_COOKIE]!;
    const guesser = anywhere();
    await failUntilLimited(profile.email, guesser);
    const [id, tag, signature] = device.split('.');
    // The first letter changed (never to itself: the id is random), the signature dropped, the signature replaced.
    const forged = [`${id!.startsWith('x') ? 'y' : 'x'}${id!.slice(1)}.${tag}.${signature}`, `${id}.${tag}`, `${id}.${tag}.${'A'.repeat(signature!.length)}`];
    for (const value of forged) {
      expect((await login({ email: profile.email, password }, guesser, { [DEVICE_COOKIE]: value })).statusCode, value).toBe(429);
    }
    expect((await login({ email: profile.email, password }, guesser, { [DEVICE_COOKIE]: device })).statusCode).toBe(200);
  });

  it('sets a long-lived, httpOnly, SameSite=Lax, signed device cookie for the sign-in route only', async () => {
    const { profile, password } = await createVictim(t.app);
    const res = await login({ email: profile.email, password }, anywhere());
    const device = res.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/login' });
    expect(device.secure).toBeFalsy();
    const days = (new Date(device.expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(179);
    expect(t.app.unsignCookie(device.value).valid).toBe(true);
    expect(device.value).not.toContain(profile.email);
  });

  it('knows one e-mail by one form: another spelling signs in, and counts on the same key', async () => {
    const { profile, password } = await createVictim(t.app, 'strasse.owner@example.com');
    expect(profile.email).toBe('strasse.owner@example.com');
    const home = anywhere();
    expect((await login({ email: 'Straße.Owner@Example.com', password }, home)).statusCode).toBe(200);
    const guesser = anywhere();
    for (const email of ['STRASSE.OWNER@EXAMPLE.COM', 'straße.owner@example.com', 'Strasse.Owner@example.com']) {
      expect((await login({ email, password: 'guess' }, guesser)).statusCode).toBe(401);
    }
    expect((await login({ email: 'strasse.owner@example.com', password }, guesser)).statusCode).toBe(429);
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the account, this browser too, and no other account', async () => {
    const { profile, password, cookies } = await createVictim(t.app);
    const phone = (await login({ email: profile.email, password }, anywhere())).cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const other = await createVictim(t.app);
    const me = (cookie: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: cookie });
    expect((await me({ [SESSION_COOKIE]: phone })).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere', cookies });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect((await me(cookies)).statusCode).toBe(401);
    expect((await me({ [SESSION_COOKIE]: phone })).statusCode).toBe(401);
    expect((await me(other.cookies)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere' })).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('logout revokes the server session, not just the cookie', async () => {
    const { cookies } = await createVictim(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies });
    expect(out.json()).toEqual({ ok: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies })).statusCode).toBe(401);
  });

  it('refuses /api/auth/me without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue');
  });

  it('answers /api/auth/session with 200 either way: the victim when signed in, null when not', async () => {
    const { cookies, profile } = await createVictim(t.app);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(profile.email);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');

    const signedOut = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ user: null });

    await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies });
    const ended = await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ user: null });
  });

  it('marks the cookie Secure in production', async () => {
    await withTestApp({ env: productionEnv }, async (prod) => {
      const { password, profile } = await createVictim(prod.app);
      const res = await prod.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: profile.email, password } });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
      expect(res.cookies.find((c) => c.name === DEVICE_COOKIE)?.secure).toBe(true);
    });
  });
});
