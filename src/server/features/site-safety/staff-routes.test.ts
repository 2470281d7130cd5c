import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffKnownScams } from '@shared/site-safety/staff-schema';
import type { KnownScam } from '@shared/site-safety/schema';
import { auditLog, fraudIncidents, platforms, scamSiteDecisions } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { createStaff } from '../../test/fixtures';
import { SCAM_SITE_NOT_LISTED } from './decide-scam-site';

// The checker's network never leaves this machine: every probe fails as it does offline ('unknown').
vi.mock('./network/system-network', () => {
  const offline = async () => {
    throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
  };
  return { createSystemNetwork: () => ({ resolve: offline, fetchCertificate: offline, fetchRegistrationDate: offline }) };
});

const t = testAppForSuite();
let admin: Awaited<ReturnType<typeof createStaff>>;
let caseworker: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  [admin, caseworker] = await Promise.all([createStaff(t.app), createStaff(t.app, { role: 'caseworker' })]);
  // Two different people confirmed reports naming reported-twice.com: on the list by D18.
  const [platform] = await t.app.db.insert(platforms).values({ name: 'Reported Twice', website: 'https://reported-twice.com' }).returning();
  await t.app.db.insert(fraudIncidents).values(
    ['one@example.net', 'two@example.net'].map((victimEmail) => ({
      platformId: platform!.id, victimEmail, incidentDate: '2026-03-01', lossAmount: '100.00', fraudType: 'investment_scam' as const,
      confirmedAt: new Date(), confirmedVia: 'email_link' as const,
    })),
  );
});

const add = (payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/admin/known-scams', headers, payload: payload as object });
const remove = (payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/admin/known-scams/remove', headers, payload: payload as object });
const publicList = async () => (await t.app.inject({ method: 'GET', url: '/api/known-scams' })).json<KnownScam[]>();
const staffList = async (headers = admin.headers) => (await t.app.inject({ method: 'GET', url: '/api/admin/known-scams', headers })).json<StaffKnownScams>();
const auditOf = (domain: string) => t.app.db.select().from(auditLog).where(like(auditLog.action, 'known_scam.%')).then((rows) => rows.filter((r) => JSON.stringify(r.after).includes(`"${domain}"`)));

describe('staff manage the public known-scam list', () => {
  it('lets an admin list a site by any address under it; the public sees the reason, the audit log who did it', async () => {
    const res = await add({ site: 'https://Login.Fake-Bank-Secure.com/account?id=7', reason: 'Copies a bank login page to steal passwords', scamType: 'phishing' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ domain: 'fake-bank-secure.com', listed: true, reason: 'Copies a bank login page to steal passwords', decidedBy: admin.admin.username });

    expect((await publicList()).find((s) => s.url === 'fake-bank-secure.com')).toMatchObject({
      basis: 'staff', reason: 'Copies a bank login page to steal passwords', scamType: 'phishing', reportedDate: new Date().toISOString().slice(0, 10),
    });
    const [entry] = await auditOf('fake-bank-secure.com');
    expect(entry).toMatchObject({ actorType: 'admin', actorId: String(admin.admin.id), actorRole: 'admin', action: 'known_scam.listed', entityType: 'scam_site_decision', before: null });
    expect(entry!.after).toMatchObject({ domain: 'fake-bank-secure.com', listed: true, reason: 'Copies a bank login page to steal passwords' });
  });

  it('makes the checker say what staff decided, at once, even over a verdict cached before', async () => {
    const check = (url: string) => t.app.inject({ method: 'POST', url: '/api/check-website-safety', payload: { url }, remoteAddress: '198.51.100.30' });
    const before = (await check('https://shop.staff-checked.com/')).json();
    expect(before.band).not.toBe('dangerous');
    expect((await add({ site: 'staff-checked.com', reason: 'Takes payment for goods it never sends', scamType: 'fake_online_store' })).statusCode).toBe(200);
    const after = (await check('https://shop.staff-checked.com/')).json();
    expect(after).toMatchObject({ band: 'dangerous', provider: 'Haven Safety Check', threatType: 'reported-fraud' });
    expect(after.detectedIssues).toContain('Listed as a scam by our staff: Takes payment for goods it never sends');
  });

  it('changes the public reason of a site already listed, auditing before and after', async () => {
    const res = await add({ site: 'fake-bank-secure.com', reason: 'Fake bank login page; do not enter details', scamType: 'phishing' });
    expect(res.statusCode).toBe(200);
    expect((await publicList()).filter((s) => s.url === 'fake-bank-secure.com').map((s) => s.reason)).toEqual(['Fake bank login page; do not enter details']);
    const rows = await auditOf('fake-bank-secure.com');
    expect(rows.at(-1)).toMatchObject({ before: { reason: 'Copies a bank login page to steal passwords' }, after: { reason: 'Fake bank login page; do not enter details' } });
  });

  it('takes a wrong entry off and keeps it off whatever the reports say; the reason is not public', async () => {
    expect((await publicList()).some((s) => s.url === 'reported-twice.com')).toBe(true);
    const res = await remove({ site: 'reported-twice.com', reason: 'The reports were about a look-alike of this shop' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ domain: 'reported-twice.com', listed: false });
    const list = await publicList();
    expect(list.some((s) => s.url === 'reported-twice.com')).toBe(false);
    expect(JSON.stringify(list)).not.toContain('look-alike of this shop');
    expect((await auditOf('reported-twice.com')).map((r) => r.action)).toEqual(['known_scam.removed']);

    const staff = await staffList();
    expect(staff.keptOff.find((k) => k.domain === 'reported-twice.com')).toMatchObject({ reason: 'The reports were about a look-alike of this shop', reporters: 2, decidedBy: admin.admin.username });
    expect(staff.listed.some((l) => l.domain === 'reported-twice.com')).toBe(false);

    // Listed again by staff, it is back, with the new public reason.
    expect((await add({ site: 'reported-twice.com', reason: 'Confirmed by our investigation as a fake platform', scamType: 'investment_scam' })).statusCode).toBe(200);
    expect((await publicList()).find((s) => s.url === 'reported-twice.com')).toMatchObject({ basis: 'staff', reporters: 2, reason: 'Confirmed by our investigation as a fake platform' });
  });

  it('refuses to remove a site that is not on the list, and changes nothing', async () => {
    const res = await remove({ site: 'never-listed.com', reason: 'Trying to remove something absent' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: SCAM_SITE_NOT_LISTED });
    expect(await t.app.db.select().from(scamSiteDecisions).where(eq(scamSiteDecisions.domain, 'never-listed.com'))).toEqual([]);
  });

  it.each([
    [{ site: 'www.ftc.gov', reason: 'Someone said this is a scam', scamType: 'phishing' }, /ftc\.gov is a well-known legitimate site/],
    [{ site: 'chase.com', reason: 'Someone said this is a scam', scamType: 'phishing' }, /chase\.com is a well-known legitimate site/],
    [{ site: 'facebook.com', reason: 'Romance scammers use it', scamType: 'romance_scam' }, /facebook\.com is a well-known legitimate site/],
    [{ site: '93.184.215.14', reason: 'A scam server address here', scamType: 'phishing' }, /an IP address cannot be listed/],
    [{ site: 'localhost', reason: 'A scam server address here', scamType: 'phishing' }, /private or internal network/],
    [{ site: 'not a site', reason: 'A scam server address here', scamType: 'phishing' }, /valid website URL/],
    [{ site: 'scam-shop.com', reason: 'short', scamType: 'phishing' }, /at least 10 characters/],
    [{ site: 'scam-shop.com', reason: 'x'.repeat(301), scamType: 'phishing' }, /too long/],
    [{ site: 'scam-shop.com', reason: 'A fake shop that never ships', scamType: 'made_up' }, /scam type/],
    [{ site: '', reason: 'A fake shop that never ships', scamType: 'phishing' }, /website address/],
    [{ site: ['scam-shop.com'], reason: 'A fake shop that never ships', scamType: 'phishing' }, /./],
  ])('refuses %j with a plain sentence and changes nothing', async (payload, message) => {
    const decisionsBefore = await t.app.db.select().from(scamSiteDecisions);
    const res = await add(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await t.app.db.select().from(scamSiteDecisions)).toEqual(decisionsBefore);
  });

  it('lets a caseworker read the list but not change it', async () => {
    const staff = await staffList(caseworker.headers);
    expect(staff.listed.map((l) => l.domain)).toEqual(expect.arrayContaining(['fake-bank-secure.com', 'reported-twice.com']));
    expect(staff.publicLimit).toBe(50);
    const before = await t.app.db.select().from(scamSiteDecisions);
    const listing = await add({ site: 'rival-shop.com', reason: 'A competitor of a friend of mine', scamType: 'other' }, caseworker.headers);
    expect(listing.statusCode).toBe(403);
    const removal = await remove({ site: 'fake-bank-secure.com', reason: 'An accomplice asked me to' }, caseworker.headers);
    expect(removal.statusCode).toBe(403);
    expect(await t.app.db.select().from(scamSiteDecisions)).toEqual(before);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/known-scams', payload: { site: 'x.com', reason: 'Anonymous attempt here', scamType: 'other' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
