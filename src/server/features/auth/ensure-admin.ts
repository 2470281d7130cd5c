import { sql } from 'drizzle-orm';
import { checkPasswordRules } from '@shared/auth/password-rules';
import { normaliseIdentifier } from '@shared/identifier';
import type { Dependencies } from '../../dependencies';
import { staffUsers } from '../../kernel/db/schema/index';
import { recordAudit } from '../audit/record-audit';
import { hashPassword, verifyPassword } from './passwords';
import { revokeStaffSessions } from './sessions';
import { checkStaffPassword } from './staff-password-strength';

/**
 * Creates the admin, or sets its password when it exists (ADMIN_USERNAME/ADMIN_PASSWORD, CLI). It is
 * the way back in when nobody else can sign in, so the account always ends up an active admin.
 */
export async function ensureAdmin(
  deps: Pick<Dependencies, 'db' | 'clock'>,
  input: { username: string; password: string; staffRules?: boolean },
): Promise<'created' | 'updated'> {
  const username = normaliseIdentifier(input.username);
  if (username.length < 3) throw new Error('The admin username must be at least 3 characters');
  // The staff rules (12 characters, not guessable) wherever the account guards real data: a
  // production start and `npm run create-admin`. A development start keeps the shorter rule.
  if (input.staffRules) {
    const refusal = checkStaffPassword(input.password, { username });
    if (refusal) throw new Error(`The admin password is refused: ${refusal}`);
  } else {
    if (input.password.length < 8) throw new Error('The admin password must be at least 8 characters');
    // An admin has no e-mail address, so only the common-password rule applies.
    const refusal = checkPasswordRules(input.password);
    if (refusal) throw new Error(refusal);
  }
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: staffUsers.id, passwordHash: staffUsers.passwordHash })
      .from(staffUsers)
      .where(sql`${staffUsers.username} = ${username}`)
      .limit(1);
    if (existing) {
      await tx
        .update(staffUsers)
        .set({ passwordHash, role: 'admin', disabledAt: null })
        .where(sql`${staffUsers.id} = ${existing.id}`);
      // A new password is the way back in after a takeover: whoever held the account is out. The
      // same password again (every boot with ADMIN_PASSWORD set) signs nobody out.
      if (!(await verifyPassword(existing.passwordHash, input.password))) await revokeStaffSessions(tx, { adminUserId: existing.id, now: deps.clock() });
    } else {
      await tx.insert(staffUsers).values({ username, passwordHash, displayName: username, role: 'admin' });
    }
    await recordAudit(tx, {
      actor: { type: 'system', label: 'configuration' },
      action: existing ? 'admin.password_set' : 'admin.created',
      entity: { type: 'admin_user', id: username },
    });
    return existing ? 'updated' : 'created';
  });
}
