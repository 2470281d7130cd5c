import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { generate } from 'otplib';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffUsers, auditLog, sessions, staffRecoveryCodes, staffTotp } from '../../../kernel/db/schema/index';
import { testAppForSuite } from '../../../test/suite-app';
import { createStaff } from '../../../test/fixtures';
import { assert, attest, createSoftwarePasskey } from '../../../test/software-authenticator';
import { setSettingValue } from '../../settings/queries';
import { hashToken } from '../tokens';
import { isSecondFactorRequired } from './session-gate';

const t = testAppForSuite({ rateLimits: { loginPerClient: { max: 10_000, timeWindow: 60_000 } }, env: { PUBLIC_URL: 'https://haven.test' } });
beforeEach(() => setSettingValue(t.app.db, 'staff_second_factor', 'auto'));

const PASSWORD = 'staff-password-123';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
type Headers = { authorization: string };

async function signIn(username: string): Promise<Headers> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  return bearer(res.json<{ token: string }>().token);
}
const call = (headers: Headers, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });

/** The moment a code is typed: `offset` periods from now (a phone a step ahead, or the next code). */
const codeFor = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

/** Sets up an authenticator app for a signed-in session; answers the secret and the recovery codes. */
async function enrolTotp(headers: Headers) {
  const start = await call(headers, 'POST', '/second-factor/totp');
  expect(start.statusCode).toBe(200);
  const { secret } = start.json<{ secret: string }>();
  const code = await codeFor(secret);
  const done = await call(headers, 'POST', '/second-factor/totp/confirm', { code });
  expect(done.statusCode).toBe(200);
  return { secret, code, recoveryCodes: done.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

async function ageConfirmation(headers: Headers, minutes = 10) {
  const token = headers.authorization.slice('Bearer '.length);
  await t.app.db.update(sessions).set({ confirmedAt: new Date(Date.now() - minutes * 60_000) }).where(eq(sessions.tokenHash, hashToken(token)));
}

const auditRows = (action: string, adminId: number) =>
  t.app.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(adminId))));

describe('the organisation setting', () => {
  it("'auto' requires a second factor on a production server only", async () => {
    expect(await isSecondFactorRequired(t.app.db, true)).toBe(true);
    expect(await isSecondFactorRequired(t.app.db, false)).toBe(false);
    await setSettingValue(t.app.db, 'staff_second_factor', 'optional');
    expect(await isSecondFactorRequired(t.app.db, true)).toBe(false);
    await setSettingValue(t.app.db, 'staff_second_factor', 'required');
    expect(await isSecondFactorRequired(t.app.db, false)).toBe(true);
  });

  it('when required, a password alone opens no staff data and the first sign-in leads to enrolment', async () => {
    const { admin } = await createStaff(t.app);
    await setSettingValue(t.app.db, 'staff_second_factor', 'required');
    const headers = await signIn(admin.username);
    for (const url of ['/session', '/users', '/incidents', '/staff', '/export/users']) {
      const res = await call(headers, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
    }
    const status = await call(headers, 'GET', '/second-factor');
    expect(status.json()).toMatchObject({ step: 'enrol', required: true, totp: false, passkeys: [], recoveryCodesLeft: 0 });
    // Switched on while a password-only session was open: that session is held back too.
    const { headers: earlier } = await createStaff(t.app);
    expect((await call(earlier, 'GET', '/users')).json().code).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');

    await enrolTotp(headers);
    expect((await call(headers, 'GET', '/users')).statusCode).toBe(200);
    // Signing out works at any step.
    const fresh = await signIn(admin.username);
    expect((await call(fresh, 'POST', '/logout')).statusCode).toBe(204);
  });

  it('a session owing its second factor is refused by every staff route but the sign-in, enrolment and sign-out ones', { timeout: 120_000 }, async () => {
    const { admin } = await createStaff(t.app);
    await setSettingValue(t.app.db, 'staff_second_factor', 'required');
    const headers = await signIn(admin.username);
    const open = new Set([
      'GET /api/admin/second-factor',
      'POST /api/admin/second-factor/verify',
      'POST /api/admin/second-factor/confirm',
      'POST /api/admin/second-factor/totp',
      'POST /api/admin/second-factor/totp/confirm',
      'POST /api/admin/second-factor/passkeys/registration-options',
      'POST /api/admin/second-factor/passkeys',
      'POST /api/admin/second-factor/passkeys/authentication-options',
      'POST /api/admin/second-factor/passkeys/authenticate',
      'POST /api/admin/logout',
    ]);
    const answered: string[] = [];
    for (const route of t.app.apiRoutes) {
      const key = `${route.method} ${route.url}`;
      if (route.access !== 'staff' && route.access !== 'admin' && route.access !== 'victim-or-staff') continue;
      if (open.has(key) || route.method === 'HEAD') continue;
      const url = route.url.replace(/:(\w+)/g, '1');
      const res = await t.app.inject({ method: route.method as InjectOptions['method'], url, headers });
      if (res.statusCode !== 403 || res.json<{ code: string }>().code !== 'SECOND_FACTOR_ENROLMENT_REQUIRED') answered.push(`${key}: ${res.statusCode}`);
    }
    expect(answered).toEqual([]);
  });

  it('when optional, a password opens staff data for someone with no second factor (whatever colleagues have set up)', async () => {
    await enrolTotp((await createStaff(t.app)).headers);
    const { admin } = await createStaff(t.app);
    await setSettingValue(t.app.db, 'staff_second_factor', 'optional');
    const headers = await signIn(admin.username);
    const res = await call(headers, 'GET', '/users');
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('an authenticator app', () => {
  it('is set up with a QR code and a key kept encrypted, confirmed by its first code, with ten recovery codes', async () => {
    const { admin, headers } = await createStaff(t.app, { role: 'caseworker' });
    const start = await call(headers, 'POST', '/second-factor/totp');
    const body = start.json<{ secret: string; otpauthUri: string; qrCode: string }>();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUri).toContain(`secret=${body.secret}`);
    expect(body.otpauthUri).toContain(encodeURIComponent(admin.username));
    expect(body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const [stored] = await t.app.db.select().from(staffTotp).where(eq(staffTotp.adminUserId, admin.id));
    expect(stored?.secretEncrypted).toMatch(/^v1:/);
    expect(stored?.secretEncrypted).not.toContain(body.secret);
    expect(stored?.confirmedAt).toBeNull();

    const wrong = await call(headers, 'POST', '/second-factor/totp/confirm', { code: '000000' === (await codeFor(body.secret)) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('SECOND_FACTOR_INVALID');
    const malformed = await call(headers, 'POST', '/second-factor/totp/confirm', { code: '12ab' });
    expect(malformed.statusCode).toBe(400);

    const done = await call(headers, 'POST', '/second-factor/totp/confirm', { code: await codeFor(body.secret) });
    expect(done.statusCode).toBe(200);
    const codes = done.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Stored as hashes only.
    const hashes = await t.app.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.adminUserId, admin.id));
    expect(hashes).toHaveLength(10);
    expect(JSON.stringify(hashes)).not.toContain(codes[0]!.replace('-', ''));
    expect(await auditRows('staff.second_factor_added', admin.id)).toHaveLength(1);
    // A second app cannot replace the first without removing it.
    expect((await call(headers, 'POST', '/second-factor/totp')).json().code).toBe('SECOND_FACTOR_ALREADY_SET_UP');
  });

  it('is asked for at every sign-in once set up, refuses a wrong code and never takes a code twice', async () => {
    const { admin, headers } = await createStaff(t.app);
    const { secret, code: confirmCode } = await enrolTotp(headers);

    const next = await signIn(admin.username);
    const owed = await call(next, 'GET', '/users');
    expect(owed.statusCode).toBe(401);
    expect(owed.json().code).toBe('SECOND_FACTOR_REQUIRED');
    // A session owing a code cannot set up a new factor in its place.
    expect((await call(next, 'POST', '/second-factor/totp')).json().code).toBe('SECOND_FACTOR_REQUIRED');

    const wrong = await call(next, 'POST', '/second-factor/verify', { code: '123456' === (await codeFor(secret)) ? '654321' : '123456' });
    expect(wrong.json().code).toBe('SECOND_FACTOR_INVALID');
    expect(await auditRows('staff.second_factor_failed', admin.id)).toHaveLength(1);

    // The code used to confirm the app is spent: a replay is refused. (The very code, not "the
    // current one": a 30 s period may have turned since, and the next period's code is fresh.)
    const replay = await call(next, 'POST', '/second-factor/verify', { code: confirmCode });
    expect(replay.json().code).toBe('SECOND_FACTOR_INVALID');

    const nextCode = await codeFor(secret, 1);
    const ok = await call(next, 'POST', '/second-factor/verify', { code: nextCode.slice(0, 3) + ' ' + nextCode.slice(3) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ step: 'complete' });
    expect((await call(next, 'GET', '/users')).statusCode).toBe(200);
    expect(await auditRows('staff.second_factor_verified', admin.id)).toHaveLength(1);

    // The same code from another sign-in (a looked-over shoulder) is refused.
    const other = await signIn(admin.username);
    expect((await call(other, 'POST', '/second-factor/verify', { code: nextCode })).json().code).toBe('SECOND_FACTOR_INVALID');
  });

  it('ends a session after five wrong codes, so one password buys five guesses', async () => {
    const { admin, headers } = await createStaff(t.app);
    const { secret } = await enrolTotp(headers);
    const next = await signIn(admin.username);
    const right = new Set(await Promise.all([-1, 0, 1].map((offset) => codeFor(secret, offset))));
    const wrongCodes = ['111111', '222222', '333333', '444444', '555555', '666666', '777777'].filter((c) => !right.has(c)).slice(0, 5);
    const answers = [];
    for (const code of wrongCodes) answers.push((await call(next, 'POST', '/second-factor/verify', { code })).json().code);
    expect(answers).toEqual(['SECOND_FACTOR_INVALID', 'SECOND_FACTOR_INVALID', 'SECOND_FACTOR_INVALID', 'SECOND_FACTOR_INVALID', 'STAFF_SIGN_IN_REQUIRED']);
    // Even the right code no longer helps that session.
    expect((await call(next, 'POST', '/second-factor/verify', { code: await codeFor(secret, 1) })).json().code).toBe('STAFF_SIGN_IN_REQUIRED');
  });

  it('does not let the password, given again, buy more guesses at a code', async () => {
    const { admin, headers } = await createStaff(t.app);
    const { secret } = await enrolTotp(headers);
    const next = await signIn(admin.username);
    const right = new Set(await Promise.all([-1, 0, 1].map((offset) => codeFor(secret, offset))));
    const wrong = ['111111', '222222', '333333', '444444', '555555'].find((c) => !right.has(c))!;
    for (let i = 0; i < 4; i++) expect((await call(next, 'POST', '/second-factor/verify', { code: wrong })).json().code).toBe('SECOND_FACTOR_INVALID');
    const again = await call(next, 'POST', '/second-factor/confirm', { password: PASSWORD });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await call(next, 'POST', '/second-factor/verify', { code: wrong })).json().code).toBe('STAFF_SIGN_IN_REQUIRED');
  });

  it('recovery codes each open one sign-in, once', async () => {
    const { admin, headers } = await createStaff(t.app);
    const { recoveryCodes } = await enrolTotp(headers);
    const first = await signIn(admin.username);
    const used = await call(first, 'POST', '/second-factor/verify', { code: recoveryCodes[3]!.toUpperCase() });
    expect(used.statusCode).toBe(200);
    expect((await call(first, 'GET', '/second-factor')).json()).toMatchObject({ step: 'complete', totp: true, recoveryCodesLeft: 9 });
    const again = await signIn(admin.username);
    expect((await call(again, 'POST', '/second-factor/verify', { code: recoveryCodes[3]! })).json().code).toBe('SECOND_FACTOR_INVALID');
    const [audit] = await auditRows('staff.second_factor_verified', admin.id);
    expect(audit?.after).toEqual({ method: 'recovery_code', recoveryCodesLeft: 9 });
    expect(JSON.stringify(await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, String(admin.id))))).not.toContain(recoveryCodes[3]!);
  });

  it('cannot be removed as the last factor where one is required, and its removal needs a fresh confirmation', async () => {
    const { admin, headers } = await createStaff(t.app);
    await enrolTotp(headers);
    await setSettingValue(t.app.db, 'staff_second_factor', 'required');
    expect((await call(headers, 'DELETE', '/second-factor/totp')).json().code).toBe('LAST_SECOND_FACTOR');
    await setSettingValue(t.app.db, 'staff_second_factor', 'optional');
    await ageConfirmation(headers);
    expect((await call(headers, 'DELETE', '/second-factor/totp')).json().code).toBe('FRESH_CONFIRMATION_REQUIRED');
    expect((await call(headers, 'POST', '/second-factor/confirm', { password: PASSWORD })).statusCode).toBe(200);
    expect((await call(headers, 'DELETE', '/second-factor/totp')).statusCode).toBe(204);
    expect(await t.app.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.adminUserId, admin.id))).toHaveLength(0);
    expect(await auditRows('staff.second_factor_removed', admin.id)).toHaveLength(1);
  });
});

describe('a fresh confirmation before the most sensitive actions', () => {
  it('is asked for after five minutes: revealing payout details or a secret setting, creating staff, an admin export', async () => {
    const { headers } = await createStaff(t.app);
    await ageConfirmation(headers, 6);
    const sensitive = [
      () => call(headers, 'POST', '/payout-requests/999999/reveal'),
      () => call(headers, 'GET', '/settings/smtp_url/reveal'),
      () => call(headers, 'POST', '/staff', { username: `new-${Date.now()}`, displayName: 'New Person', email: `new-${Date.now()}@staff.example.org`, role: 'caseworker' }),
      () => call(headers, 'GET', '/export/users'),
    ];
    for (const send of sensitive) {
      const res = await send();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FRESH_CONFIRMATION_REQUIRED', message: 'Please confirm it is you to continue' });
    }
    // Everyday work goes on without asking.
    expect((await call(headers, 'GET', '/users')).statusCode).toBe(200);

    expect((await call(headers, 'POST', '/second-factor/confirm', { password: 'not-the-password' })).json().code).toBe('SECOND_FACTOR_INVALID');
    const confirmed = await call(headers, 'POST', '/second-factor/confirm', { password: PASSWORD });
    expect(confirmed.statusCode).toBe(200);
    const until = new Date(confirmed.json<{ confirmedUntil: string }>().confirmedUntil).getTime();
    expect(Math.abs(until - Date.now() - 5 * 60_000)).toBeLessThan(10_000);

    const answers = await Promise.all(sensitive.map((send) => send()));
    expect(answers.map((res) => res.statusCode)).toEqual([404, 200, 201, 200]);
  });

  it("is not asked of a caseworker's export, which holds only their own cases", async () => {
    const { headers } = await createStaff(t.app, { role: 'caseworker' });
    await ageConfirmation(headers, 30);
    expect((await call(headers, 'GET', '/export/incidents')).statusCode).toBe(200);
  });

  it('accepts a code from the app as the confirmation', async () => {
    const { headers } = await createStaff(t.app);
    const { secret } = await enrolTotp(headers);
    await ageConfirmation(headers);
    expect((await call(headers, 'GET', '/settings/smtp_url/reveal')).statusCode).toBe(403);
    expect((await call(headers, 'POST', '/second-factor/confirm', { code: await codeFor(secret, 1) })).statusCode).toBe(200);
    expect((await call(headers, 'GET', '/settings/smtp_url/reveal')).statusCode).toBe(200);
  });
});

describe("an admin resetting someone's second factor", () => {
  it('removes their app, passkeys and codes, ends their sessions, and is audited', async () => {
    const target = await createStaff(t.app, { role: 'caseworker' });
    await enrolTotp(target.headers);
    const { admin, headers } = await createStaff(t.app);
    const res = await call(headers, 'DELETE', `/staff/${target.admin.id}/second-factor`);
    expect(res.statusCode).toBe(204);
    expect(await t.app.db.select().from(staffTotp).where(eq(staffTotp.adminUserId, target.admin.id))).toHaveLength(0);
    expect(await t.app.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.adminUserId, target.admin.id))).toHaveLength(0);
    expect((await call(target.headers, 'GET', '/session')).json().code).toBe('STAFF_SIGN_IN_REQUIRED');
    const [audit] = await auditRows('staff.second_factor_reset', target.admin.id);
    expect(audit).toMatchObject({ actorId: String(admin.id), actorRole: 'admin' });
    expect(audit?.before).toMatchObject({ totp: true, passkeys: 0, recoveryCodes: 10 });
  });

  it('is refused on their own account, to a caseworker, and without a fresh confirmation', async () => {
    const { admin, headers } = await createStaff(t.app);
    await enrolTotp(headers);
    const own = await call(headers, 'DELETE', `/staff/${admin.id}/second-factor`);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('FORBIDDEN');
    expect(await t.app.db.select().from(staffTotp).where(eq(staffTotp.adminUserId, admin.id))).toHaveLength(1);

    const target = await createStaff(t.app);
    const caseworker = await createStaff(t.app, { role: 'caseworker' });
    expect((await call(caseworker.headers, 'DELETE', `/staff/${target.admin.id}/second-factor`)).json().code).toBe('STAFF_ROLE_REQUIRED');
    await ageConfirmation(headers);
    expect((await call(headers, 'DELETE', `/staff/${target.admin.id}/second-factor`)).json().code).toBe('FRESH_CONFIRMATION_REQUIRED');
    expect((await call(headers, 'DELETE', '/staff/99999999/second-factor')).statusCode).toBe(403);
    expect(await t.app.db.select().from(staffUsers).where(eq(staffUsers.id, target.admin.id))).toHaveLength(1);
  });
});

describe('passkeys', () => {
  const party = { rpId: 'haven.test', origin: 'https://haven.test' };
  const options = async (headers: Headers, purpose: 'registration' | 'authentication') => {
    const res = await call(headers, 'POST', `/second-factor/passkeys/${purpose}-options`);
    expect(res.statusCode).toBe(200);
    return res.json<{ options: { challenge: string; rp?: { id: string }; rpId?: string; allowCredentials?: { id: string }[] } }>().options;
  };

  it('are added, complete a later sign-in, are listed and removed (a software authenticator, ES256, none attestation)', async () => {
    const { admin, headers } = await createStaff(t.app);
    const passkey = createSoftwarePasskey();
    const creation = await options(headers, 'registration');
    expect(creation.rp?.id).toBe('haven.test');
    const added = await call(headers, 'POST', '/second-factor/passkeys', { name: 'Work laptop', credential: attest(passkey, { ...party, challenge: creation.challenge }) });
    expect(added.statusCode).toBe(200);
    const body = added.json<{ passkey: { id: number; name: string }; recoveryCodes: string[] }>();
    expect(body.passkey.name).toBe('Work laptop');
    // The first factor comes with recovery codes.
    expect(body.recoveryCodes).toHaveLength(10);

    const next = await signIn(admin.username);
    expect((await call(next, 'GET', '/users')).json().code).toBe('SECOND_FACTOR_REQUIRED');
    const request = await options(next, 'authentication');
    expect(request.allowCredentials?.map((c) => c.id)).toEqual([passkey.credentialId.toString('base64url')]);
    const answer = assert(passkey, { ...party, challenge: request.challenge });
    const ok = await call(next, 'POST', '/second-factor/passkeys/authenticate', { credential: answer });
    expect(ok.statusCode).toBe(200);
    expect((await call(next, 'GET', '/users')).statusCode).toBe(200);
    // The same answer again: its challenge is spent.
    expect((await call(next, 'POST', '/second-factor/passkeys/authenticate', { credential: answer })).json().code).toBe('PASSKEY_REFUSED');

    const status = (await call(next, 'GET', '/second-factor')).json<{ passkeys: { id: number; name: string; lastUsedAt: string | null }[] }>();
    expect(status.passkeys).toHaveLength(1);
    expect(status.passkeys[0]?.lastUsedAt).not.toBeNull();
    expect((await call(next, 'DELETE', `/second-factor/passkeys/${body.passkey.id}`)).statusCode).toBe(204);
    expect((await call(next, 'GET', '/second-factor')).json()).toMatchObject({ passkeys: [], recoveryCodesLeft: 0 });
    expect(await auditRows('staff.second_factor_removed', admin.id)).toHaveLength(1);
  });

  it('refuse an answer for another site, a forged signature, or a passkey of someone else', async () => {
    const { admin, headers } = await createStaff(t.app);
    const passkey = createSoftwarePasskey();
    const wrongSite = await options(headers, 'registration');
    const phished = await call(headers, 'POST', '/second-factor/passkeys', { credential: attest(passkey, { rpId: 'haven.test', origin: 'https://haven-login.example', challenge: wrongSite.challenge }) });
    expect(phished.statusCode).toBe(400);
    expect(phished.json().code).toBe('PASSKEY_REFUSED');
    const creation = await options(headers, 'registration');
    expect((await call(headers, 'POST', '/second-factor/passkeys', { credential: attest(passkey, { ...party, challenge: creation.challenge }) })).statusCode).toBe(200);

    const next = await signIn(admin.username);
    const request = await options(next, 'authentication');
    const forged = assert(createSoftwarePasskey(), { ...party, challenge: request.challenge });
    forged.id = forged.rawId = passkey.credentialId.toString('base64url');
    expect((await call(next, 'POST', '/second-factor/passkeys/authenticate', { credential: forged })).json().code).toBe('SECOND_FACTOR_INVALID');

    // Someone else's passkey does not complete this account's sign-in.
    const other = await createStaff(t.app);
    const theirs = createSoftwarePasskey();
    const theirOptions = await options(other.headers, 'registration');
    await call(other.headers, 'POST', '/second-factor/passkeys', { credential: attest(theirs, { ...party, challenge: theirOptions.challenge }) });
    const again = await options(next, 'authentication');
    expect((await call(next, 'POST', '/second-factor/passkeys/authenticate', { credential: assert(theirs, { ...party, challenge: again.challenge }) })).json().code).toBe(
      'SECOND_FACTOR_INVALID',
    );
    expect((await call(next, 'GET', '/users')).json().code).toBe('SECOND_FACTOR_REQUIRED');
    // A malformed answer is a plain 400, never a crash.
    const bad = await call(next, 'POST', '/second-factor/passkeys/authenticate', { credential: { id: '!!', rawId: 'x', type: 'public-key', response: {} } });
    expect(bad.statusCode).toBe(400);
  });
});
