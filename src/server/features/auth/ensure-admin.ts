import { sql } from 'drizzle-orm';
import { checkPasswordRules } from '@shared/auth/password-rules';
import type { Db } from '../../db/client';
import { adminUsers, auditLog } from '../../db/schema/index';
import { hashPassword } from './passwords';

/** Creates the admin, or sets its password when it exists (ADMIN_USERNAME/ADMIN_PASSWORD, CLI). */
export async function ensureAdmin(db: Db, input: { username: string; password: string }): Promise<'created' | 'updated'> {
  const username = input.username.trim();
  if (username.length < 3) throw new Error('The admin username must be at least 3 characters');
  if (input.password.length < 8) throw new Error('The admin password must be at least 8 characters');
  // An admin has no e-mail address, so only the common-password rule applies.
  const refusal = checkPasswordRules(input.password);
  if (refusal) throw new Error(refusal);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(sql`lower(${adminUsers.username}) = lower(${username})`)
      .limit(1);
    if (existing) {
      await tx.update(adminUsers).set({ passwordHash }).where(sql`${adminUsers.id} = ${existing.id}`);
    } else {
      await tx.insert(adminUsers).values({ username, passwordHash, displayName: username });
    }
    await tx.insert(auditLog).values({
      actorType: 'system',
      actorLabel: 'configuration',
      action: existing ? 'admin.password_set' : 'admin.created',
      entityType: 'admin_user',
      entityId: username,
    });
    return existing ? 'updated' : 'created';
  });
}
