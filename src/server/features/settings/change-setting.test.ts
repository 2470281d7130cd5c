import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandingUploadResponse, RevealedSetting, StaffSetting, StaffSettingPage, TestEmailResponse } from '@shared/settings/staff-schema';
import { publicSettingKeys } from '@shared/settings/schema';
import { settingDefinitions } from '@shared/settings/registry';
import { auditLog, sessions, settings, userProfiles } from '../../kernel/db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { createStaff } from '../../test/fixtures';
import { startTestSmtp } from '../../test/smtp';
import { sampleExe, samplePng } from '../../test/sample-files';
import { createStaffSession, createVictimSession, findStaffBySessionToken } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { getFeePercent } from './fee-percent';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
let caseworker: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: {} });
  [admin, caseworker] = await Promise.all([createStaff(t.app), createStaff(t.app, { role: 'caseworker' })]);
});
afterAll(() => t.close());

const put = (key: string, value: unknown, headers = admin.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/settings/${key}`, headers, payload: { value } });
const del = (key: string, headers = admin.headers) => t.app.inject({ method: 'DELETE', url: `/api/admin/settings/${key}`, headers });
const stored = async (key: string) => (await t.app.db.select().from(settings).where(eq(settings.key, key)))[0]!;
const auditsOf = (key: string) =>
  t.app.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'setting'), eq(auditLog.entityId, key))).orderBy(auditLog.id);

const ICO = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]), Buffer.alloc(8 + 40, 0)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]), Buffer.alloc(64, 0)]);

function brandingForm(settingKey: string | undefined, data: Buffer, name = 'image.png') {
  const form = new FormData();
  if (settingKey !== undefined) form.append('settingKey', settingKey);
  form.append('file', new Blob([new Uint8Array(data)]), name);
  return form;
}
const upload = (settingKey: string | undefined, data: Buffer, name?: string, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/admin/upload-branding', headers, payload: brandingForm(settingKey, data, name) });

describe('the settings registry', () => {
  it('sends every public key to visitors and nothing else', () => {
    expect([...publicSettingKeys].sort()).toEqual(settingDefinitions.filter((d) => d.isPublic).map((d) => d.key).sort());
    // A secret is never public.
    expect(settingDefinitions.filter((d) => d.isSecret && d.isPublic)).toEqual([]);
  });

  it('writes every default on first start', async () => {
    const keys = (await t.app.db.select({ key: settings.key }).from(settings)).map((r) => r.key).sort();
    expect(keys).toEqual(settingDefinitions.map((d) => d.key).sort());
  });
});

describe('PUT /api/admin/settings/{key}', () => {
  it('stores a value, says who and when, and audits before and after', async () => {
    const res = await put('tagline', '  Help after online fraud  ');
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffSetting>()).toMatchObject({ key: 'tagline', value: 'Help after online fraud', updatedBy: admin.admin.username });
    expect((await stored('tagline')).value).toBe('Help after online fraud');
    const [audit] = await auditsOf('tagline');
    expect(audit).toMatchObject({ action: 'setting.updated', actorLabel: admin.admin.username, before: { value: 'Your trusted partner in fraud recovery' }, after: { value: 'Help after online fraud' } });
    // The public settings answer the new value at once.
    const pub = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json<{ key: string; value: string }[]>();
    expect(pub.find((s) => s.key === 'tagline')?.value).toBe('Help after online fraud');
  });

  it('writes nothing when the value is the same', async () => {
    const before = (await auditsOf('tagline')).length;
    expect((await put('tagline', 'Help after online fraud')).statusCode).toBe(200);
    expect((await auditsOf('tagline')).length).toBe(before);
  });

  it.each([
    ['platform_url', 'not a url', 'Please enter a full web address starting with https://'],
    ['platform_url', 'javascript:alert(1)', 'Please enter a full web address starting with https://'],
    ['contingency_fee_percent', '51', 'Fee on recovered funds must be a number from 0 to 50'],
    ['contingency_fee_percent', '-1', 'Fee on recovered funds must be a number from 0 to 50'],
    ['contingency_fee_percent', '12.345', 'Fee on recovered funds must be a number from 0 to 50'],
    ['contingency_fee_percent', 'fifteen', 'Fee on recovered funds must be a number from 0 to 50'],
    ['mail_from_address', 'help@', 'Please enter a valid email address'],
    ['support_email', 'no spaces@x.org', 'Please enter a valid email address'],
    ['platform_name', '   ', 'Platform name cannot be empty'],
    ['platform_name', 'x'.repeat(81), 'Platform name must be at most 80 characters'],
    ['search_disclosure', 'standard', 'Please choose one of: public, private'],
    ['default_currency', 'XYZ', 'Please choose a currency from the list'],
    ['default_currency', 'eur', 'Please choose a currency from the list'],
    ['default_currency', 'BTC', 'Please choose a currency from the list'],
    ['payout_methods', '', 'Please choose at least one'],
    ['payout_methods', 'bank_transfer,crypto', 'Please choose from: bank_transfer, paypal, check'],
    ['smtp_url', 'http://mail.example.org', 'Please enter a mail server address starting with smtp:// or smtps://'],
    ['staff_session_hours', '0', 'Staff sign-in lasts must be a whole number from 1 to 72'],
    ['logo_url', 'https://evil.example/logo.png', 'Please upload the image rather than typing an address'],
    ['payout_single_approval_below', 'USD 1,000', 'Write each amount after its currency code, separated by commas, like USD 1000, EUR 1000 (no thousands separators)'],
    ['payout_single_approval_below', 'USD 1000; EUR 1000', 'Write each amount after its currency code, separated by commas, like USD 1000, EUR 1000 (no thousands separators)'],
    ['payout_single_approval_below', 'EUR 100, XYZ 100', 'XYZ is not a currency code; use codes like USD or EUR'],
    ['payout_single_approval_below', 'EUR 100, EUR 200', 'EUR is named twice; give each currency one amount'],
    ['payout_single_approval_below', 'USD 1000000.01', 'USD 1000000.01: The amount is too large'],
    ['payout_single_approval_below', '1000000.01', 'USD 1000000.01: The amount is too large'],
    ['payout_single_approval_below', 'JPY 100.5', 'JPY 100.5: JPY amounts have no decimal places'],
  ])('refuses %s = %j with a clear message and changes nothing', async (key, value, message) => {
    const before = await stored(key);
    const res = await put(key, value);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', message });
    expect(await stored(key)).toEqual(before);
  });

  it('takes the fee as a percentage from 0 to 50 and the product uses it', async () => {
    expect((await put('contingency_fee_percent', '12.5')).statusCode).toBe(200);
    expect(await getFeePercent(t.app.db)).toBe(12.5);
    expect((await put('contingency_fee_percent', '15')).statusCode).toBe(200);
  });

  it('takes the single-approval amounts one per currency, and a bare amount as US dollars (as stored before currencies)', async () => {
    for (const value of ['USD 1000, EUR 950.50, JPY 150000', '250.00', '']) {
      const res = await put('payout_single_approval_below', value);
      expect([res.statusCode, (await stored('payout_single_approval_below')).value]).toEqual([200, value]);
    }
  });

  it('takes an ISO 4217 currency as the starting currency and sends it to every visitor (issue 28)', async () => {
    expect((await put('default_currency', 'EUR')).statusCode).toBe(200);
    const pub = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json<{ key: string; value: string }[]>();
    expect(pub.find((s) => s.key === 'default_currency')?.value).toBe('EUR');
    expect((await del('default_currency')).statusCode).toBe(200);
    expect((await stored('default_currency')).value).toBe('USD');
  });

  it('answers 404 for a key the product does not have, and 400 without a value', async () => {
    expect((await put('stripe_key', 'sk_live_x')).json()).toEqual({ code: 'SETTING_NOT_FOUND', message: 'Setting not found' });
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/settings/tagline', headers: admin.headers, payload: {} })).statusCode).toBe(400);
  });

  it('is for admins only (D17)', async () => {
    expect((await put('tagline', 'x', caseworker.headers)).statusCode).toBe(403);
    expect((await del('tagline', caseworker.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings/smtp_url/reveal', headers: caseworker.headers })).statusCode).toBe(403);
    expect((await upload('logo_url', samplePng(), 'logo.png', caseworker.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/settings/test-email', headers: caseworker.headers })).statusCode).toBe(403);
  });
});

describe('secret settings', () => {
  const secretUrl = 'smtps://mailer:S3cret-pass@mail.example.org:465';

  it('are stored encrypted, listed masked and revealed only through an audited call', async () => {
    expect((await put('smtp_url', secretUrl)).json<StaffSetting>()).toMatchObject({ value: null, hasValue: true, isSecret: true });
    const row = await stored('smtp_url');
    expect(row.value).not.toContain('S3cret');
    expect(row.value.startsWith('v1:')).toBe(true);

    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/settings?q=smtp', headers: admin.headers });
    expect(listed.body).not.toContain('S3cret');
    expect(listed.json<StaffSettingPage>().items[0]).toMatchObject({ key: 'smtp_url', value: null, hasValue: true });

    const audits = await auditsOf('smtp_url');
    expect(JSON.stringify(audits)).not.toContain('S3cret');
    expect(audits.at(-1)).toMatchObject({ action: 'setting.updated', before: { value: '(empty)' }, after: { value: '(secret set)' } });

    const revealed = await t.app.inject({ method: 'GET', url: '/api/admin/settings/smtp_url/reveal', headers: admin.headers });
    expect(revealed.json<RevealedSetting>()).toEqual({ key: 'smtp_url', value: secretUrl });
    expect(revealed.headers['cache-control']).toBe('no-store');
    const reveal = (await auditsOf('smtp_url')).at(-1)!;
    expect(reveal).toMatchObject({ action: 'setting.revealed', actorLabel: admin.admin.username });
    expect(JSON.stringify(reveal)).not.toContain('S3cret');
  });

  it('can be emptied again, and then fall back to the environment', async () => {
    expect((await del('smtp_url')).json<StaffSetting>()).toMatchObject({ hasValue: false });
    expect((await stored('smtp_url')).value).toBe('');
  });
});

describe('DELETE /api/admin/settings/{key}', () => {
  it("removes the organisation's value so the default applies, audited", async () => {
    await put('payout_processing_time', 'about 5 business days');
    const res = await del('payout_processing_time');
    expect(res.statusCode).toBe(200);
    expect((await stored('payout_processing_time')).value).toBe('');
    expect((await auditsOf('payout_processing_time')).at(-1)).toMatchObject({ action: 'setting.deleted', before: { value: 'about 5 business days' }, after: { value: '' } });
  });

  it('refuses the protected keys whatever their case, and changes nothing', async () => {
    await put('platform_name', 'Safe Harbour');
    for (const key of ['platform_name', 'PLATFORM_NAME', 'PLATFORM_DESCRIPTION', 'SESSION_SECRET']) {
      const res = await del(key);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'SETTING_PROTECTED', message: 'This setting is protected and cannot be deleted' });
    }
    expect((await stored('platform_name')).value).toBe('Safe Harbour');
    await put('platform_name', 'Haven');
  });
});

describe('POST /api/admin/upload-branding', () => {
  it('stores a logo checked by its content, makes it the setting and serves it to everyone', async () => {
    const res = await upload('logo_url', samplePng(), 'logo.exe');
    expect(res.statusCode).toBe(200);
    const { fileUrl, setting } = res.json<BrandingUploadResponse>();
    expect(fileUrl).toMatch(/^\/api\/branding\/[a-f0-9]{32}\.png$/);
    expect(setting).toMatchObject({ key: 'logo_url', value: fileUrl });
    const served = await t.app.inject({ method: 'GET', url: fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(samplePng())).toBe(true);
    const pub = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json<{ key: string; value: string }[]>();
    expect(pub.find((s) => s.key === 'logo_url')?.value).toBe(fileUrl);
    expect((await auditsOf('logo_url')).at(-1)).toMatchObject({ action: 'branding.uploaded', after: { value: fileUrl } });
  });

  it('takes an ICO favicon and refuses a JPEG one', async () => {
    const ico = await upload('favicon_url', ICO, 'favicon.ico');
    expect(ico.statusCode).toBe(200);
    expect(ico.json<BrandingUploadResponse>().fileUrl).toMatch(/\.ico$/);
    const jpeg = await upload('favicon_url', JPEG, 'favicon.ico');
    expect(jpeg.statusCode).toBe(415);
    expect(jpeg.json()).toEqual({ code: 'FILE_TYPE_REFUSED', message: 'Please upload the favicon as an ICO, PNG or GIF image.' });
  });

  it('refuses SVG (it can carry script) and anything that is not an image, whatever its name', async () => {
    const before = await stored('logo_url');
    for (const [data, name] of [[SVG, 'logo.svg'], [sampleExe(), 'logo.png']] as const) {
      const res = await upload('logo_url', data, name);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ code: 'FILE_TYPE_REFUSED', message: 'Please upload the logo as a PNG, JPEG, GIF or WebP image.' });
    }
    expect(await stored('logo_url')).toEqual(before);
  });

  it('needs a settingKey naming the logo or the favicon, and a file', async () => {
    expect((await upload('platform_name', samplePng())).json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Please say which image this is: logo_url or favicon_url' });
    expect((await upload(undefined, samplePng())).statusCode).toBe(400);
    expect((await upload('logo_url', Buffer.alloc(0), '')).json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Please choose an image to upload' });
  });

  it('answers 404 for an image that does not exist and 400 for a name that cannot be one', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/branding/${'a'.repeat(32)}.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/branding/..%2F..%2Fsecret.png' })).statusCode).toBe(400);
  });
});

describe('POST /api/admin/settings/test-email', () => {
  it("sends through the Email tab's server and sender, and reports the server's own answer", async () => {
    const smtp = await startTestSmtp();
    try {
      await put('smtp_url', smtp.url);
      await put('mail_from_name', 'Safe "Harbour" Team');
      await put('mail_from_address', 'help@harbour.example.org');
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/settings/test-email', headers: admin.headers });
      expect(res.statusCode).toBe(200);
      const answer = res.json<TestEmailResponse>();
      expect(answer).toMatchObject({ to: admin.admin.email, delivered: true });
      expect(answer.serverResponse).toMatch(/^250 /);
      const mail = await smtp.nextMailTo(admin.admin.email!);
      expect(mail.raw).toContain('From: "Safe \\"Harbour\\" Team" <help@harbour.example.org>');
      expect(mail.text).toContain('This is a test from the Settings of');
    } finally {
      await smtp.close();
    }
  });

  it('reports a server that cannot be reached as not delivered, with the reason', async () => {
    await put('smtp_url', 'smtp://127.0.0.1:1');
    const answer = (await t.app.inject({ method: 'POST', url: '/api/admin/settings/test-email', headers: admin.headers })).json<TestEmailResponse>();
    expect(answer.delivered).toBe(false);
    expect(answer.serverResponse).toMatch(/ECONNREFUSED/);
    await del('smtp_url');
    await del('mail_from_name');
    await del('mail_from_address');
  });
});

describe('the Security tab', () => {
  it('sets how long sign-ins last and when an idle staff session ends', async () => {
    await put('staff_session_hours', '2');
    await put('victim_session_days', '3');
    await put('staff_idle_minutes', '5');
    try {
      const staff = await createStaffSession(t.app.db, admin.admin.id);
      expect(Math.abs(staff.expiresAt.getTime() - (Date.now() + 2 * 3_600_000))).toBeLessThan(5_000);
      const [profile] = await t.app.db.insert(userProfiles).values({ email: 'lifetime@example.com', fullName: 'L', country: 'uk', passwordHash: 'x' }).returning();
      const victim = await createVictimSession(t.app.db, profile!.id);
      expect(Math.abs(victim.expiresAt.getTime() - (Date.now() + 3 * 86_400_000))).toBeLessThan(5_000);

      expect(await findStaffBySessionToken(t.app.db, { token: staff.token, now: t.app.clock() })).not.toBeNull();
      await t.app.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 6 * 60_000) }).where(eq(sessions.tokenHash, hashToken(staff.token)));
      expect(await findStaffBySessionToken(t.app.db, { token: staff.token, now: t.app.clock() })).toBeNull();
    } finally {
      await del('staff_session_hours');
      await del('victim_session_days');
      await del('staff_idle_minutes');
    }
  });
});
