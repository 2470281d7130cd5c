import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatWait } from '@shared/format/wait';
import { userProfiles } from '../../db/schema/index';
import { SESSION_COOKIE } from '../../plugins/access';
import { setSettingValue } from '../settings/queries';
import { createTestApp, productionEnv, type TestApp } from '../../test/app';
import { createVictim } from '../../test/fixtures';
import { DEVICE_COOKIE } from './device-cookie';
import * as passwords from './passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginFailuresPerAccount: { max: 8, timeWindow: 60_000 } } });
  // The Security tab's limit is what sign-in uses.
  await setSettingValue(t.app.db, 'login_failures_limit', '3');
});
afterAll(() => t.close());
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

async function failUntilLimited(email: string, budget = 3) {
  for (let i = 0; i < budget; i++) expect((await login({ email, password: 'guess' }, anywhere())).statusCode).toBe(401);
}

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
    expect(verify).toHaveBeenLastCalledWith(profile.passwordHash, password);

    const { profile: known } = await createVictim(t.app);
    verify.mockClear();
    expect((await login({ email: known.email, password: 'wrong' }, anywhere())).statusCode).toBe(401);
    expect(verify).toHaveBeenCalledExactlyOnceWith(known.passwordHash, 'wrong');

    verify.mockClear();
    expect((await login({ email: 'no.profile@example.com', password: 'whatever' }, anywhere())).statusCode).toBe(401);
    expect(verify).toHaveBeenCalledExactlyOnceWith(await passwords.dummyPasswordHash(), 'whatever');
  });
});

describe('failed sign-ins per account', () => {
  it('never counts a successful sign-in', async () => {
    const { profile, password } = await createVictim(t.app);
    for (let i = 0; i < 10; i++) expect((await login({ email: profile.email, password }, anywhere())).statusCode).toBe(200);
  });

  it('starts afresh after a successful sign-in', async () => {
    const { profile, password } = await createVictim(t.app);
    for (const round of [1, 2]) {
      for (let i = 0; i < 2; i++) expect((await login({ email: profile.email, password: 'guess' }, anywhere())).statusCode).toBe(401);
      expect((await login({ email: profile.email, password }, anywhere())).statusCode, `round ${round}`).toBe(200);
    }
  });

  it('stops guesses from anywhere without checking the password, while the owner\'s known browser still signs in', async () => {
    const { profile, password } = await createVictim(t.app);
    const device = await knownDevice(profile.email, password);
    await failUntilLimited(profile.email);

    const verify = vi.spyOn(passwords, 'verifyPassword');
    const limited = await login({ email: profile.email, password }, anywhere());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      message: `Too many requests. Please wait ${formatWait(Number(limited.headers['retry-after']))} and try again.`,
      code: 'RATE_LIMITED',
    });
    expect(verify).not.toHaveBeenCalled();

    const owner = await login({ email: profile.email, password }, anywhere(), device);
    expect(owner.statusCode).toBe(200);
    // The owner's success clears the owner's key only; the shared key stays limited.
    expect((await login({ email: profile.email, password }, anywhere())).statusCode).toBe(429);
  });

  it('counts a known browser\'s own failures on its own key', async () => {
    const { profile, password } = await createVictim(t.app);
    const device = await knownDevice(profile.email, password);
    for (let i = 0; i < 3; i++) expect((await login({ email: profile.email, password: 'typo' }, anywhere(), device)).statusCode).toBe(401);
    expect((await login({ email: profile.email, password }, anywhere(), device)).statusCode).toBe(429);
    expect((await login({ email: profile.email, password }, anywhere())).statusCode).toBe(200);
  });

  it('gives nothing on account B for a device cookie earned on account A', async () => {
    const a = await createVictim(t.app);
    const b = await createVictim(t.app);
    const deviceOfA = await knownDevice(a.profile.email, a.password);
    await failUntilLimited(b.profile.email);
    expect((await login({ email: b.profile.email, password: b.password }, anywhere(), deviceOfA)).statusCode).toBe(429);
  });

  it('treats a tampered device cookie as none', async () => {
    const { profile, password } = await createVictim(t.app);
    const device = (await knownDevice(profile.email, password))[DEVICE_COOKIE]!;
    await failUntilLimited(profile.email);
    const [id, tag, signature] = device.split('.');
    // The first letter changed (never to itself: the id is random), the signature dropped, the signature replaced.
    const forged = [`${id!.startsWith('x') ? 'y' : 'x'}${id!.slice(1)}.${tag}.${signature}`, `${id}.${tag}`, `${id}.${tag}.${'A'.repeat(signature!.length)}`];
    for (const value of forged) {
      expect((await login({ email: profile.email, password }, anywhere(), { [DEVICE_COOKIE]: value })).statusCode, value).toBe(429);
    }
    expect((await login({ email: profile.email, password }, anywhere(), { [DEVICE_COOKIE]: device })).statusCode).toBe(200);
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
    const prod = await createTestApp({ env: productionEnv });
    try {
      const { password, profile } = await createVictim(prod.app);
      const res = await prod.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: profile.email, password } });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
      expect(res.cookies.find((c) => c.name === DEVICE_COOKIE)?.secure).toBe(true);
    } finally {
      await prod.close();
    }
  });
});
