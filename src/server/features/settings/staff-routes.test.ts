import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffSetting, StaffSettingPage } from '@shared/settings/staff-schema';
import { settings } from '../../kernel/db/schema/index';
import { appWithPeople } from '../../test/suite-app';
import { insertInOrder, staffListReader } from '../../test/staff-list';

const t = appWithPeople();
const rows: (typeof settings.$inferSelect)[] = [];

beforeAll(async () => {
  // A fresh database holds the defaults; these tests count their own rows.
  await t.app.db.delete(settings);
  const base = Date.parse('2026-07-01T10:00:00Z');
  const values: (typeof settings.$inferInsert)[] = [
    { key: 'platform_name', value: 'Haven', category: 'branding', description: 'Name shown in the header' },
    { key: 'smtp_password', value: 'hunter2-SUPER-SECRET', category: 'email', description: 'Password of the mail server', isSecret: true, updatedBy: 'ops@haven.test' },
    { key: 'stripe_key', value: '', category: 'payment', description: 'Payment provider key, not set yet', isSecret: true },
    { key: 'fee_percent', value: '15', category: 'payment', description: 'Fee on 100% of recovered funds' },
    { key: 'session_hours', value: '12', category: 'security', description: 'Hours a staff session lasts' },
  ];
  rows.push(...(await insertInOrder(t.app.db, settings, values.map((value, i) => ({ ...value, updatedAt: new Date(base + i * 60_000) })))));
});

const { list, ids: keys } = staffListReader(t, '/api/admin/settings', (s: StaffSetting) => s.key);

describe('GET /api/admin/settings', () => {
  it('answers a page by key, with the total of all matches', async () => {
    const page = (await list('pageSize=2')).json<StaffSettingPage>();
    expect(page.total).toBe(5);
    expect(page.items.map((s) => s.key)).toEqual(['fee_percent', 'platform_name']);
    expect(await keys('pageSize=2&page=3')).toEqual(['stripe_key']);
    expect(await keys('sort=updated&pageSize=2')).toEqual(['session_hours', 'fee_percent']);
  });

  it('answers a plain setting whole', async () => {
    const item = (await list()).json<StaffSettingPage>().items.find((s) => s.key === 'platform_name');
    expect(item).toEqual<StaffSetting>({
      id: rows[0]!.id,
      key: 'platform_name',
      value: 'Haven',
      hasValue: true,
      category: 'branding',
      description: 'Name shown in the header',
      isSecret: false,
      updatedAt: rows[0]!.updatedAt.toISOString(),
      updatedBy: 'admin',
    });
  });

  it("never sends a secret's value, only whether one is set", async () => {
    const res = await list();
    expect(res.body).not.toContain('hunter2');
    const items = res.json<StaffSettingPage>().items;
    expect(items.find((s) => s.key === 'smtp_password')).toMatchObject({ value: null, hasValue: true, isSecret: true, updatedBy: 'ops@haven.test' });
    expect(items.find((s) => s.key === 'stripe_key')).toMatchObject({ value: null, hasValue: false, isSecret: true });
    // Nor can a search find a secret by its value.
    expect(await keys('q=hunter2')).toEqual([]);
  });

  it('filters by each category', async () => {
    expect(await keys('status=branding')).toEqual(['platform_name']);
    expect(await keys('status=email')).toEqual(['smtp_password']);
    expect(await keys('status=payment')).toEqual(['fee_percent', 'stripe_key']);
    expect(await keys('status=general')).toEqual([]);
    expect(await keys('status=security')).toEqual(['session_hours']);
    expect((await list('status=secrets')).statusCode).toBe(400);
  });

  it('searches the key and the description, with % and _ taken literally', async () => {
    expect(await keys('q=SMTP')).toEqual(['smtp_password']);
    expect(await keys('q=mail%20server')).toEqual(['smtp_password']);
    expect(await keys(`q=${encodeURIComponent('%')}`)).toEqual(['fee_percent']);
    // Every key here has an underscore; a literal '_p' is in two of them only.
    expect(await keys('q=_p')).toEqual(['fee_percent', 'smtp_password']);
    expect(await keys('q=key&status=payment')).toEqual(['stripe_key']);
  });

  it('is for admins only (D17): a caseworker is refused, a victim or stranger is not signed in', async () => {
    expect((await list('', t.caseworker.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: t.victim.cookies })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
  });
});
