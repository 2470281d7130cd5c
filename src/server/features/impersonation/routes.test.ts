import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImpersonationAnswer, ImpersonationContactPage, ImpersonationSummary } from '@shared/impersonation/schema';
import { impersonationChecks, staffUsers } from '../../kernel/db/schema/index';
import { setSettingValue } from '../settings/queries';
import { createStaff, createVictim } from '../../test/fixtures';
import { appWithPeople } from '../../test/suite-app';

const t = appWithPeople();

const check = async (contact: unknown) => t.app.inject({ method: 'POST', url: '/api/is-this-really-us', payload: { contact } });
const answer = async (contact: string) => {
  const res = await check(contact);
  expect(res.statusCode).toBe(200);
  return res.json<ImpersonationAnswer>();
};

beforeAll(async () => {
  await setSettingValue(t.app.db, 'support_email', 'help@haven.example');
  await setSettingValue(t.app.db, 'platform_url', 'https://haven.example');
  await setSettingValue(t.app.db, 'official_channels', 'cases@haven.example, +44 20 7946 0000\nhaven-help.example');
  await t.app.db.update(staffUsers).set({ email: 'ana.k@haven.example', displayName: 'Ana Kovač' }).where(eq(staffUsers.id, t.caseworker.admin.id));
});

describe('"Is this really us?" (issue 27)', () => {
  it('answers an official address, number or site as ours, and names only the published channels', async () => {
    const support = await answer('Help@Haven.example');
    expect(support).toMatchObject({ kind: 'email', value: 'help@haven.example', verdict: 'official' });
    expect(support.officialChannels).toEqual([
      { kind: 'email', value: 'help@haven.example' },
      { kind: 'website', value: 'haven.example' },
      { kind: 'email', value: 'cases@haven.example' },
      { kind: 'phone', value: '+442079460000' },
      { kind: 'website', value: 'haven-help.example' },
    ]);
    expect(JSON.stringify(support)).not.toContain('ana.k');
    expect((await answer('020 7946 0000')).verdict).toBe('official');
    expect((await answer('https://cases.haven.example/login')).verdict).toBe('official');
    const published = (await t.app.inject({ url: '/api/is-this-really-us' })).json<{ officialChannels: unknown[] }>();
    expect(published.officialChannels).toEqual(support.officialChannels);
  });

  it("answers a staff member's work address as someone on the team without naming them; a disabled account's as not ours", async () => {
    const staff = await answer('ana.k@haven.example');
    expect(staff.verdict).toBe('staff');
    expect(JSON.stringify(staff)).not.toContain('Kova');
    const gone = await createStaff(t.app, { role: 'caseworker' });
    await t.app.db.update(staffUsers).set({ email: 'left@haven.example', disabledAt: new Date() }).where(eq(staffUsers.id, gone.admin.id));
    expect((await answer('left@haven.example')).verdict).toBe('unknown');
  });

  it("answers a name a team member goes by as such (a name proves nothing), and anything else as not ours", async () => {
    expect((await answer('ana kovač')).verdict).toBe('staff_name');
    expect((await answer('Agent Miller, Haven Recovery Unit')).verdict).toBe('unknown');
    expect((await answer('refunds@haven-example.com')).verdict).toBe('unknown');
    expect((await answer('haven.example.refund-desk.net')).verdict).toBe('unknown');
    expect((await answer('+1 555 010 9999')).verdict).toBe('unknown');
  });

  it('lets a visitor report a contact that is not ours, once, and never one that is', async () => {
    const fake = await answer('recovery@haven-refunds.net');
    const reported = await t.app.inject({ method: 'POST', url: `/api/is-this-really-us/${fake.id}/report` });
    expect(reported.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(impersonationChecks).where(eq(impersonationChecks.publicId, fake.id));
    expect(row?.reportedAt).toBeInstanceOf(Date);
    expect((await t.app.inject({ method: 'POST', url: `/api/is-this-really-us/${fake.id}/report` })).statusCode).toBe(200);
    const ours = await answer('help@haven.example');
    const refused = await t.app.inject({ method: 'POST', url: `/api/is-this-really-us/${ours.id}/report` });
    expect(refused.statusCode).toBe(400);
    expect((await t.app.db.select().from(impersonationChecks).where(eq(impersonationChecks.publicId, ours.id)))[0]?.reportedAt).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/api/is-this-really-us/00000000-0000-4000-8000-000000000000/report' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/is-this-really-us/12/report' })).statusCode).toBe(400);
  });

  it('refuses an empty, too long or non-text contact, keeping nothing', async () => {
    const before = (await t.app.db.select().from(impersonationChecks)).length;
    for (const bad of ['', ' ', 'x'.repeat(201), 42, null]) expect((await check(bad)).statusCode).toBe(400);
    expect((await t.app.db.select().from(impersonationChecks)).length).toBe(before);
  });

  it('shows staff who poses as us and how often, and nobody else', async () => {
    await answer('recovery@haven-refunds.net');
    await answer('RECOVERY@haven-refunds.net');
    const summary = await t.app.inject({ url: '/api/admin/impersonation/summary', headers: t.caseworker.headers });
    expect(summary.statusCode).toBe(200);
    const figures = summary.json<ImpersonationSummary>();
    expect(figures.checks).toBeGreaterThanOrEqual(figures.notOurs + figures.ours);
    expect(figures.reported).toBeGreaterThanOrEqual(1);
    expect(figures.byDay.at(-1)?.checks).toBeGreaterThan(0);

    const page = (await t.app.inject({ url: '/api/admin/impersonation/contacts?status=email&q=refunds', headers: t.caseworker.headers })).json<ImpersonationContactPage>();
    expect(page.items[0]).toMatchObject({ kind: 'email', value: 'recovery@haven-refunds.net', checks: 3, reports: 1 });
    const all = (await t.app.inject({ url: '/api/admin/impersonation/contacts?pageSize=100', headers: t.admin.headers })).json<ImpersonationContactPage>();
    expect(all.items.map((c) => c.value)).not.toContain('help@haven.example');

    const victim = await createVictim(t.app);
    expect((await t.app.inject({ url: '/api/admin/impersonation/summary', cookies: victim.cookies })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/impersonation/contacts' })).statusCode).toBe(401);
  });
});
