import { readFile } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { staffUsers, settings, userProfiles } from '../../kernel/db/schema/index';
import { projectPath } from '../../kernel/project-path';
import { testAppForSuite } from '../../test/suite-app';
import { normaliseStoredIdentifiers } from './normalise-stored-identifiers';

const t = testAppForSuite();

const profile = (email: string) => ({ email, fullName: 'Legacy', country: 'uk', passwordHash: 'x', isVerified: true });

describe('sign-in names stored before one normalisation (migration 0013)', () => {
  it('folds the names SQL could not fold as JavaScript does, and leaves a name another account holds', async () => {
    await t.app.db.insert(userProfiles).values([profile('Straße.Legacy@Example.com'), profile('strasse.clash@example.com'), profile('Straße.Clash@example.com')]);
    await t.app.db.insert(staffUsers).values({ username: 'ＬＥＧＡＣＹ', passwordHash: 'x', role: 'admin' });
    const warn = vi.fn();
    expect(await normaliseStoredIdentifiers(t.app.db, { warn })).toBe(2);
    const emails = await t.app.db.select({ email: userProfiles.email }).from(userProfiles).where(sql`${userProfiles.fullName} = 'Legacy'`);
    expect(emails.map((row) => row.email).sort()).toEqual(['Straße.Clash@example.com', 'strasse.clash@example.com', 'strasse.legacy@example.com']);
    expect(await t.app.db.select().from(staffUsers).where(eq(staffUsers.username, 'legacy'))).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
    expect(JSON.stringify(warn.mock.calls)).not.toContain('@');
    // Nothing left to do at the next start.
    expect(await normaliseStoredIdentifiers(t.app.db, { warn })).toBe(0);
  });

  it('stops the upgrade, naming the rows, when two accounts become one name', async () => {
    const migration = await readFile(projectPath('drizzle/0013_sign_in_limits.sql'), 'utf8');
    const check = migration.split('--> statement-breakpoint').find((statement) => statement.includes('DO $$'))!;
    const rows = await t.app.db.insert(userProfiles).values([profile('Twin@Example.com'), profile('twin@example.com')]).returning({ id: userProfiles.id });
    const refused = await t.app.db.execute(sql.raw(check)).then(
      () => null,
      (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
    );
    expect(refused).toMatch(/become the same once normalised: user_profiles e-mail twin@example\.com \(ids \d+, \d+\)/);
    await t.app.db.delete(userProfiles).where(inArray(userProfiles.id, rows.map((row) => row.id)));
    await t.app.db.delete(userProfiles).where(sql`${userProfiles.email} = 'Straße.Clash@example.com'`);
    await t.app.db.execute(sql.raw(check));
  });

  it('moves the staff idle limit to 30 minutes where the organisation kept the old default, and only there', async () => {
    const migration = await readFile(projectPath('drizzle/0013_sign_in_limits.sql'), 'utf8');
    const update = migration.split('--> statement-breakpoint').find((statement) => statement.includes("'staff_idle_minutes'"))!;
    const idle = async () => (await t.app.db.select().from(settings).where(eq(settings.key, 'staff_idle_minutes')))[0]!.value;
    await t.app.db.update(settings).set({ value: '480', updatedBy: 'system' }).where(eq(settings.key, 'staff_idle_minutes'));
    await t.app.db.execute(sql.raw(update));
    expect(await idle()).toBe('30');
    await t.app.db.update(settings).set({ value: '480', updatedBy: 'admin' }).where(eq(settings.key, 'staff_idle_minutes'));
    await t.app.db.execute(sql.raw(update));
    expect(await idle()).toBe('480');
  });
});
