import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '../boot';
import { loadConfig } from '../kernel/config';
import { staffUsers, auditLog, sessions, staffRecoveryCodes, staffTotp } from '../kernel/db/schema/index';
import { cliForSuite } from '../test/cli-suite';
import { createAdminCommand } from './create-admin-command';
import { resetSecondFactorCommand } from './reset-second-factor-command';

const commandLine = cliForSuite('haven-cli-2fa-');
const { env, run: cli } = commandLine;

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openConfiguredDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openConfiguredDatabase(loadConfig(env()));
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe('npm run reset-second-factor', () => {
  it("removes a staff member's second factor and sessions from the command line, audited as such", { timeout: 120_000 }, async () => {
    expect((await cli(createAdminCommand, ['rescue-admin'], { ADMIN_PASSWORD: 'lantern-harbour-quietly-42' })).code).toBe(0);
    const adminId = await withDatabase(async (db) => {
      const [admin] = await db.select().from(staffUsers).where(eq(staffUsers.username, 'rescue-admin'));
      await db.insert(staffTotp).values({ adminUserId: admin!.id, secretEncrypted: 'v1:placeholder', confirmedAt: new Date() });
      await db.insert(staffRecoveryCodes).values({ adminUserId: admin!.id, codeHash: 'a'.repeat(64) });
      await db.insert(sessions).values({ tokenHash: 'cli-test-token', kind: 'admin', adminUserId: admin!.id, expiresAt: new Date(Date.now() + 3600_000) });
      return admin!.id;
    });

    const done = await cli(resetSecondFactorCommand, ['Rescue-Admin']);
    expect(done).toMatchObject({ code: 0, stderr: '' });
    expect(done.stdout).toContain('The second factor of "rescue-admin" was removed');

    await withDatabase(async (db) => {
      expect(await db.select().from(staffTotp).where(eq(staffTotp.adminUserId, adminId))).toHaveLength(0);
      expect(await db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.adminUserId, adminId))).toHaveLength(0);
      const [session] = await db.select().from(sessions).where(eq(sessions.tokenHash, 'cli-test-token'));
      expect(session?.revokedAt).not.toBeNull();
      const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'staff.second_factor_reset'));
      expect(audit).toMatchObject({ actorType: 'system', actorLabel: 'npm run reset-second-factor', entityId: String(adminId) });
      expect(audit?.before).toMatchObject({ totp: true, passkeys: 0, recoveryCodes: 1 });
    });

    const unknown = await cli(resetSecondFactorCommand, ['nobody-here']);
    expect(unknown).toMatchObject({ code: 1, stderr: 'This staff member was not found\n' });
  });
});
