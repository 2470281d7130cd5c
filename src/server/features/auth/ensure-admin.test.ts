import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@shared/auth/password-rules';
import { adminUsers } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { ensureAdmin } from './ensure-admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ensureAdmin (ADMIN_USERNAME/ADMIN_PASSWORD and the create-admin command)', () => {
  it('refuses a common password and writes nothing', async () => {
    await expect(ensureAdmin(t.app.db, { username: 'dora', password: 'password123' })).rejects.toThrow(COMMON_PASSWORD_MESSAGE);
    expect(await t.app.db.select().from(adminUsers).where(eq(adminUsers.username, 'dora'))).toHaveLength(0);
  });

  it('does not set a common password on an existing admin either', async () => {
    expect(await ensureAdmin(t.app.db, { username: 'edna', password: 'velvet harbour lantern' })).toBe('created');
    const [before] = await t.app.db.select().from(adminUsers).where(eq(adminUsers.username, 'edna'));
    await expect(ensureAdmin(t.app.db, { username: 'edna', password: 'iloveyou1' })).rejects.toThrow(COMMON_PASSWORD_MESSAGE);
    const [after] = await t.app.db.select().from(adminUsers).where(eq(adminUsers.username, 'edna'));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });
});
