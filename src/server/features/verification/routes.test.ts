import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, PASSWORD_CONTAINS_EMAIL_MESSAGE } from '@shared/auth/password-rules';
import { UNKNOWN_COUNTRY_MESSAGE } from '@shared/places/country-schema';
import { phoneProblem } from '@shared/places/phone';
import { userProfiles, verificationTokens } from '../../kernel/db/schema/index';
import { SESSION_COOKIE } from '../../kernel/plugins/access';
import { productionEnv, createTestAppWithSmtp } from '../../test/app';
import { withTestApp } from '../../test/suite-app';
import { createVictim } from '../../test/fixtures';
import { linkIn } from '../../test/smtp';
import { issueEmailToken } from '../auth/email-tokens';

let t: Awaited<ReturnType<typeof createTestAppWithSmtp>>;
let smtp: typeof t.smtp;
beforeAll(async () => {
  t = await createTestAppWithSmtp({
    rateLimits: { sendVerificationPerEmail: { max: 2, timeWindow: 60_000 } },
  });
  smtp = t.smtp;
});
afterAll(() => t.close());

const profile = { fullName: 'Ada Victim', phone: '+44 20 7946 0000', country: 'United Kingdom', password: 'a-long-password' };

async function requestLink(email: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/send-verification', payload: { email } });
  expect(res.statusCode).toBe(200);
  const mail = await smtp.nextMailTo(email.toLowerCase());
  const link = linkIn(mail, /https:\/\/haven\.test\/verify\?token=[A-Za-z0-9_-]+/);
  return new URL(link).searchParams.get('token')!;
}

describe('the e-mail verification journey', () => {
  it('mails a link (HTML and text), and with SMTP configured never returns it (D13)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/send-verification', payload: { email: 'Mail.Me@Example.com' } });
    expect(res.json()).toEqual({ ok: true });
    const mail = await smtp.nextMailTo('mail.me@example.com');
    expect(mail.raw).toContain('text/html');
    expect(mail.raw).toContain('text/plain');
    expect(mail.text).toContain('Beware of recovery scams');
  });

  it('follows the mailed link to a verified profile and a session', async () => {
    const token = await requestLink('follow.link@example.com');
    const check = await t.app.inject({ method: 'GET', url: `/api/verify/${token}` });
    expect(check.json()).toEqual({ valid: true, email: 'follow.link@example.com' });

    const done = await t.app.inject({ method: 'POST', url: `/api/verify/${token}/complete`, payload: profile });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ user: { email: 'follow.link@example.com', fullName: 'Ada Victim' } });
    const cookie = done.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);

    const [stored] = await t.app.db.select().from(userProfiles).where(eq(userProfiles.email, 'follow.link@example.com'));
    expect(stored?.isVerified).toBe(true);
    expect(stored?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(stored?.passwordHash).not.toContain(profile.password);
    // Issue 28: a country by its ISO code, a phone number in E.164, whatever the client sent.
    expect(stored).toMatchObject({ country: 'GB', phone: '+442079460000' });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'follow.link@example.com', password: profile.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const token = await requestLink('hash.only@example.com');
    const rows = await t.app.db.select().from(verificationTokens).where(eq(verificationTokens.email, 'hash.only@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a link works once', async () => {
    const token = await requestLink('once@example.com');
    expect((await t.app.inject({ method: 'POST', url: `/api/verify/${token}/complete`, payload: profile })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: `/api/verify/${token}/complete`, payload: profile });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This verification link is invalid or has expired. Please submit a new recovery application.',
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/verify/${token}` })).json()).toEqual({ valid: false });
  });

  it('of two completions at once, exactly one wins', async () => {
    const token = await requestLink('race@example.com');
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/verify/${token}/complete`, payload: profile }),
      t.app.inject({ method: 'POST', url: `/api/verify/${token}/complete`, payload: { ...profile, fullName: 'Other Name' } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const rows = await t.app.db.select().from(userProfiles).where(eq(userProfiles.email, 'race@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('an expired link is invalid and changes nothing', async () => {
    const token = await requestLink('expired@example.com');
    await t.app.db
      .update(verificationTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verificationTokens.email, 'expired@example.com'));
    expect((await t.app.inject({ method: 'GET', url: `/api/verify/${token}` })).json()).toEqual({ valid: false });
    const res = await t.app.inject({ method: 'POST', url: `/api/verify/${token}/complete`, payload: profile });
    expect(res.statusCode).toBe(400);
    expect(await t.app.db.select().from(userProfiles).where(eq(userProfiles.email, 'expired@example.com'))).toHaveLength(0);
  });

  it('an unknown token is simply invalid', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/verify/made-up-token' })).json()).toEqual({ valid: false });
  });

  it.each([
    [{ ...profile, fullName: 'A' }, 'Full name must be at least 2 characters'],
    [{ ...profile, country: '' }, 'Country is required'],
    [{ ...profile, country: 'Atlantis' }, UNKNOWN_COUNTRY_MESSAGE],
    [{ ...profile, phone: '020 7946', country: 'GB' }, phoneProblem('GB')],
    [{ ...profile, password: 'short' }, 'Password must be at least 8 characters'],
  ])('refuses a bad profile with the spec message and keeps the link usable (%#)', async (body, message) => {
    const email = `bad-profile-${message.length}@example.com`;
    const token = await requestLink(email);
    const res = await t.app.inject({ method: 'POST', url: `/api/verify/${token}/complete`, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await t.app.inject({ method: 'GET', url: `/api/verify/${token}` })).json().valid).toBe(true);
  });

  it('refuses a common password or one holding the e-mail, writing nothing and keeping the link usable', async () => {
    const token = await requestLink('alice@example.com');
    const complete = (password: string) =>
      t.app.inject({ method: 'POST', url: `/api/verify/${token}/complete`, payload: { ...profile, password } });

    for (const [password, message] of [
      ['password', COMMON_PASSWORD_MESSAGE],
      ['alice-secret-1', PASSWORD_CONTAINS_EMAIL_MESSAGE],
    ] as const) {
      const res = await complete(password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: 'WEAK_PASSWORD' });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
    expect(await t.app.db.select().from(userProfiles).where(eq(userProfiles.email, 'alice@example.com'))).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/verify/${token}` })).json()).toEqual({
      valid: true,
      email: 'alice@example.com',
    });

    expect((await complete('velvet harbour lantern')).statusCode).toBe(200);
  });

  it('limits verification mails per address', async () => {
    const send = () => t.app.inject({ method: 'POST', url: '/api/send-verification', payload: { email: 'flood@example.com' } });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('refuses an invalid address with the spec message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/send-verification', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address');
  });
});

describe('setting a password through a verification link', () => {
  it('ends every other session of the account and every link still out for the address', async () => {
    const email = 'password.change@example.com';
    const victim = await createVictim(t.app, email);
    const me = (cookies: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', cookies });
    expect((await me(victim.cookies)).statusCode).toBe(200);

    const older = await requestLink(email);
    const searchToken = await issueEmailToken(t.app.db, { email, purpose: 'search_results' });
    const results = () => t.app.inject({ method: 'GET', url: `/api/search/results?token=${searchToken}` });
    expect((await results()).statusCode).toBe(200);

    const newer = await requestLink(email);
    const done = await t.app.inject({ method: 'POST', url: `/api/verify/${newer}/complete`, payload: profile });
    expect(done.statusCode).toBe(200);

    // The old session is over; the one the completion made works.
    expect((await me(victim.cookies)).statusCode).toBe(401);
    const fresh = done.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect((await me({ [SESSION_COOKIE]: fresh.value })).statusCode).toBe(200);
    // Older links no longer work.
    expect((await t.app.inject({ method: 'GET', url: `/api/verify/${older}` })).json()).toEqual({ valid: false });
    const reuse = await t.app.inject({ method: 'POST', url: `/api/verify/${older}/complete`, payload: profile });
    expect(reuse.statusCode).toBe(400);
    expect((await results()).statusCode).toBe(404);
  });
});

describe('development mode without SMTP (D13)', () => {
  it('returns the verification link to the caller', async () => {
    await withTestApp({ env: { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' } }, async (dev) => {
      const res = await dev.app.inject({ method: 'POST', url: '/api/send-verification', payload: { email: 'dev@example.com' } });
      expect(res.json().verificationUrl).toMatch(/^http:\/\/localhost:3000\/verify\?token=/);
    });
  });

  it('never returns it in production, even with no SMTP', async () => {
    await withTestApp({ env: productionEnv }, async (prod) => {
      const res = await prod.app.inject({ method: 'POST', url: '/api/send-verification', payload: { email: 'prod@example.com' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    });
  });
});
