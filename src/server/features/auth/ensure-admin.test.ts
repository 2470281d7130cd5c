import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@shared/auth/password-rules';
import { staffUsers } from '../../kernel/db/schema/index';
import { bootApp } from '../../boot';
import { loadConfig } from '../../kernel/config';
import { productionEnv } from '../../test/app';
import { testAppForSuite } from '../../test/suite-app';
import { ensureAdmin } from './ensure-admin';
import { createStaffSession } from './sessions';

const t = testAppForSuite();

describe('ensureAdmin (ADMIN_USERNAME/ADMIN_PASSWORD and the create-admin command)', () => {
  it('refuses a common password and writes nothing', async () => {
    await expect(ensureAdmin(t.app, { username: 'dora', password: 'password123' })).rejects.toThrow(COMMON_PASSWORD_MESSAGE);
    expect(await t.app.db.select().from(staffUsers).where(eq(staffUsers.username, 'dora'))).toHaveLength(0);
  });

  it('does not set a common password on an existing admin either', async () => {
    expect(await ensureAdmin(t.app, { username: 'edna', password: 'velvet harbour lantern' })).toBe('created');
    const [before] = await t.app.db.select().from(staffUsers).where(eq(staffUsers.username, 'edna'));
    await expect(ensureAdmin(t.app, { username: 'edna', password: 'iloveyou1' })).rejects.toThrow(COMMON_PASSWORD_MESSAGE);
    const [after] = await t.app.db.select().from(staffUsers).where(eq(staffUsers.username, 'edna'));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it('always leaves an active admin: a disabled or demoted account of that name comes back as one', async () => {
    expect(await ensureAdmin(t.app, { username: 'fern', password: 'velvet harbour lantern' })).toBe('created');
    const [created] = await t.app.db.select().from(staffUsers).where(eq(staffUsers.username, 'fern'));
    expect(created).toMatchObject({ role: 'admin', disabledAt: null });
    await t.app.db.update(staffUsers).set({ role: 'caseworker', disabledAt: new Date() }).where(eq(staffUsers.username, 'fern'));
    expect(await ensureAdmin(t.app, { username: 'FERN', password: 'quiet meadow lantern' })).toBe('updated');
    const [restored] = await t.app.db.select().from(staffUsers).where(eq(staffUsers.username, 'fern'));
    expect(restored).toMatchObject({ role: 'admin', disabledAt: null });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'fern', password: 'quiet meadow lantern' } });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ role: 'admin' });
  });

  it('with the staff rules (a production start, create-admin), refuses a short or guessable password, saying why', async () => {
    for (const password of ['aaaaaaaaaaaa', 'caseworker12', 'Summer2026!!']) {
      await expect(ensureAdmin(t.app, { username: 'hana', password, staffRules: true }), password).rejects.toThrow(
        /^The admin password is refused: .*easy to guess/,
      );
    }
    await expect(ensureAdmin(t.app, { username: 'hana', password: 'k9#Tq2!vLp4', staffRules: true })).rejects.toThrow('at least 12 characters');
    expect(await t.app.db.select().from(staffUsers).where(eq(staffUsers.username, 'hana'))).toHaveLength(0);
    expect(await ensureAdmin(t.app, { username: 'hana', password: 'velvet harbour lantern', staffRules: true })).toBe('created');
  });

  it('refuses a guessable ADMIN_PASSWORD at a production start, saying why', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'haven-admin-boot-'));
    try {
      const config = loadConfig({ ...productionEnv, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'Summer2026!!' });
      await expect(bootApp(config)).rejects.toThrow(/^The admin password is refused: .*easy to guess/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('stores the username in its one normalised form: ＡＤＭＩＮ２ is admin2', async () => {
    expect(await ensureAdmin(t.app, { username: 'ＡＤＭＩＮ２', password: 'velvet harbour lantern' })).toBe('created');
    expect(await ensureAdmin(t.app, { username: 'Admin2', password: 'velvet harbour lantern' })).toBe('updated');
    const rows = await t.app.db.select().from(staffUsers).where(eq(staffUsers.username, 'admin2'));
    expect(rows).toHaveLength(1);
  });

  it('a new password ends the sessions of the account; the same one again (each boot) does not', async () => {
    expect(await ensureAdmin(t.app, { username: 'gwen', password: 'velvet harbour lantern' })).toBe('created');
    const [gwen] = await t.app.db.select().from(staffUsers).where(eq(staffUsers.username, 'gwen'));
    const { token } = await createStaffSession(t.app.db, gwen!.id);
    const session = () => t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { authorization: `Bearer ${token}` } });
    expect(await ensureAdmin(t.app, { username: 'gwen', password: 'velvet harbour lantern' })).toBe('updated');
    expect((await session()).statusCode).toBe(200);
    expect(await ensureAdmin(t.app, { username: 'gwen', password: 'quiet meadow lantern' })).toBe('updated');
    expect((await session()).statusCode).toBe(401);
  });
});
