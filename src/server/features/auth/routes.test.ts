import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../plugins/access';
import { createTestApp, productionEnv, type TestApp } from '../../test/app';
import { createVictim } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginPerAccount: { max: 3, timeWindow: 60_000 } } });
});
afterAll(() => t.close());

const login = (body: unknown, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object, remoteAddress });

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
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
    expect(unknown.json().message).toBe('Invalid email or password');
    expect(wrong.cookies).toHaveLength(0);
  });

  it('validates with the spec messages', async () => {
    expect((await login({ email: 'not-an-email', password: 'x' })).json().message).toBe('Please enter a valid email address');
    expect((await login({ email: 'a@b.co', password: '' })).json().message).toBe('Password is required');
    expect((await login({ email: 'a@b.co' })).statusCode).toBe(400);
  });

  it('limits attempts per account, whoever makes them', async () => {
    const { profile } = await createVictim(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await login({ email: profile.email, password: 'guess' }, `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const limited = await login({ email: profile.email, password: 'guess' }, '10.1.0.99');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many requests/);
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

  it('marks the cookie Secure in production', async () => {
    const prod = await createTestApp({ env: productionEnv });
    try {
      const { password, profile } = await createVictim(prod.app);
      const res = await prod.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: profile.email, password } });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await prod.close();
    }
  });
});
