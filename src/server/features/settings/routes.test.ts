import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settings } from '../../kernel/db/schema/index';
import { testAppForSuite, withTestApp } from '../../test/suite-app';

const t = testAppForSuite();

describe('GET /api/settings', () => {
  it('returns the public defaults on a fresh database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    const byKey = Object.fromEntries(res.json().map((s: { key: string; value: string }) => [s.key, s.value]));
    expect(byKey.platform_name).toBe('Haven');
    expect(byKey.tagline).toBe('Your trusted partner in fraud recovery');
    expect(byKey.search_disclosure).toBe('public');
    expect(byKey.languages).toBe('en,es');
    expect(byKey.time_zone).toBe('UTC');
    expect(byKey.default_currency).toBe('USD');
    expect(Object.keys(byKey).sort()).toEqual(
      [
        'favicon_url',
        'languages',
        'time_zone',
        'default_currency',
        'logo_url',
        'platform_name',
        'platform_url',
        'reply_time_case_manager',
        'reply_time_legal_advisor',
        'search_disclosure',
        'support_email',
        'tagline',
      ].sort(),
    );
  });

  it('never returns secret or non-public settings', async () => {
    await t.app.db.insert(settings).values({ key: 'smtp_password', value: 'hunter2', category: 'email', isSecret: true });
    await t.app.db
      .update(settings)
      .set({ isSecret: true })
      .where(eq(settings.key, 'contingency_fee_percent'));
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('contingency_fee_percent');
  });
});

describe('GET /api/smartsupp-config', () => {
  it('returns no key when none is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/smartsupp-config' });
    expect(res.json()).toEqual({});
  });

  it('returns the key when configured, and lets the widget through the CSP', async () => {
    await withTestApp({ env: { SMARTSUPP_KEY: 'abc123' } }, async (other) => {
      const res = await other.app.inject({ method: 'GET', url: '/api/smartsupp-config' });
      expect(res.json()).toEqual({ key: 'abc123' });
      expect(String(res.headers['content-security-policy'])).toContain('smartsuppchat.com');
    });
  });
});
