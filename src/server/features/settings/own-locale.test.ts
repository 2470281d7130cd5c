import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NOT_OFFERED } from '@shared/i18n/own-locale';
import { auditLog, staffUsers, userProfiles } from '../../kernel/db/schema/index';
import { createStaff, createVictim } from '../../test/fixtures';
import { testAppForSuite } from '../../test/suite-app';
import { staffMailLocale, victimMailLocale } from './locale';

// Issue 28 (D31): a signed-in person who picks a language keeps it on their own account at once, so
// the next e-mail is in it, not only after their next sign-in. The organisation offers English and
// Spanish (the default); Arabic is a language Haven knows but this organisation does not offer.

const t = testAppForSuite();

const victimLocale = async (id: number) => (await t.app.db.select({ locale: userProfiles.locale }).from(userProfiles).where(eq(userProfiles.id, id)))[0]?.locale;
const staffLocale = async (id: number) => (await t.app.db.select({ locale: staffUsers.locale }).from(staffUsers).where(eq(staffUsers.id, id)))[0]?.locale;
const auditRows = (action: string, id: number) => t.app.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

describe('PUT /api/me/locale (a victim)', () => {
  it("keeps the chosen language on the victim's own account, and the next mail to them is in it", async () => {
    const victim = await createVictim(t.app);
    expect(await victimMailLocale(t.app.db, victim.profile.email)).toBe('en');
    const res = await t.app.inject({ method: 'PUT', url: '/api/me/locale', cookies: victim.cookies, payload: { locale: 'es' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ locale: 'es' });
    expect(await victimLocale(victim.profile.id)).toBe('es');
    expect(await victimMailLocale(t.app.db, victim.profile.email)).toBe('es');
    const [row] = await auditRows('user.language_changed', victim.profile.id);
    expect(row).toMatchObject({ actorType: 'victim', actorId: String(victim.profile.id), entityType: 'user_profile', before: { locale: null }, after: { locale: 'es' } });

    // The same choice again changes nothing, so it is not written down twice.
    expect((await t.app.inject({ method: 'PUT', url: '/api/me/locale', cookies: victim.cookies, payload: { locale: 'es' } })).statusCode).toBe(200);
    expect(await auditRows('user.language_changed', victim.profile.id)).toHaveLength(1);
  });

  it("changes only the asker's account", async () => {
    const [asker, other] = [await createVictim(t.app), await createVictim(t.app)];
    const res = await t.app.inject({ method: 'PUT', url: '/api/me/locale', cookies: asker.cookies, payload: { locale: 'es', id: other.profile.id, email: other.profile.email } });
    expect(res.statusCode).toBe(200);
    expect(await victimLocale(asker.profile.id)).toBe('es');
    expect(await victimLocale(other.profile.id)).toBeNull();
  });

  it('refuses a language the organisation does not offer, or none Haven knows, and changes nothing', async () => {
    const victim = await createVictim(t.app);
    await t.app.db.update(userProfiles).set({ locale: 'en' }).where(eq(userProfiles.id, victim.profile.id));
    for (const locale of ['ar', 'de', '', 42]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/me/locale', cookies: victim.cookies, payload: { locale } });
      expect(res.statusCode, String(locale)).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', message: LANGUAGE_NOT_OFFERED });
    }
    expect(await victimLocale(victim.profile.id)).toBe('en');
    expect(await auditRows('user.language_changed', victim.profile.id)).toHaveLength(0);
  });

  it('refuses a signed-out visitor (the cookie alone remembers their choice)', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/me/locale', payload: { locale: 'es' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SIGN_IN_REQUIRED');
  });
});

describe('PUT /api/admin/staff/me/locale (a staff member)', () => {
  it("keeps the chosen language on the staff member's own record, never a colleague's, and their next mail is in it", async () => {
    const [me, colleague] = [await createStaff(t.app, { role: 'caseworker' }), await createStaff(t.app)];
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/staff/me/locale', headers: me.headers, payload: { locale: 'es', id: colleague.admin.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ locale: 'es' });
    expect(await staffLocale(me.admin.id)).toBe('es');
    expect(await staffMailLocale(t.app.db, me.admin.id)).toBe('es');
    expect(await staffLocale(colleague.admin.id)).toBeNull();
    const [row] = await auditRows('staff.language_changed', me.admin.id);
    expect(row).toMatchObject({ actorType: 'admin', actorId: String(me.admin.id), entityType: 'admin_user', after: { locale: 'es' } });
  });

  it('refuses a language the organisation does not offer and changes nothing', async () => {
    const me = await createStaff(t.app);
    await t.app.db.update(staffUsers).set({ locale: 'es' }).where(eq(staffUsers.id, me.admin.id));
    for (const locale of ['ar', 'fr']) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/admin/staff/me/locale', headers: me.headers, payload: { locale } });
      expect(res.statusCode, locale).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', message: LANGUAGE_NOT_OFFERED });
    }
    expect(await staffLocale(me.admin.id)).toBe('es');
    expect(await auditRows('staff.language_changed', me.admin.id)).toHaveLength(0);
  });

  it('refuses a caller who is not signed in as staff, a victim included', async () => {
    const victim = await createVictim(t.app);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/staff/me/locale', payload: { locale: 'es' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/staff/me/locale', cookies: victim.cookies, payload: { locale: 'es' } })).statusCode).toBe(401);
  });
});
