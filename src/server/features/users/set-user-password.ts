import { eq } from 'drizzle-orm';
import { checkPasswordRules } from '@shared/auth/password-rules';
import type { Config } from '../../config';
import { userProfiles } from '../../db/schema/index';
import type { Dependencies } from '../../dependencies';
import { AppError } from '../../errors';
import { queueMail } from '../../mail/outbox/queue-mail';
import { usersPasswordChangedMail } from '../../mail/templates/users-password-changed';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { findProfileByEmail } from '../auth/find-profile';
import { hashPassword } from '../auth/passwords';
import { revokeVictimSessions } from '../auth/sessions';
import { hasMailServer } from '../settings/mail-settings';
import { getSettingValue } from '../settings/queries';
import { revokeAccessLinks } from '../verification/email-tokens';
import { USER_NOT_FOUND_MESSAGE } from './find-user';

type SetPasswordDependencies = Pick<Dependencies, 'db' | 'jobs' | 'log'> & { config: Pick<Config, 'publicUrl' | 'dataEncryptionKey' | 'smtpUrl'> };

/**
 * Staff set a victim's password (spec 7, `POST /api/admin/set-password`). The victim side's rules
 * apply; every session and every access link still out ends in the same transaction, so whoever
 * held the old password or an old link is out; the victim is told, without the password (D19).
 */
export async function setUserPassword(
  deps: SetPasswordDependencies,
  input: { email: string; password: string; actor: AuditActor; ip?: string },
): Promise<{ ok: true; mailSent: boolean }> {
  const refusal = checkPasswordRules(input.password, input.email);
  if (refusal) throw new AppError('WEAK_PASSWORD', refusal);
  if (!(await findProfileByEmail(deps.db, input.email))) throw new AppError('USER_NOT_FOUND', USER_NOT_FOUND_MESSAGE);
  // Hashing is slow on purpose; done before the transaction so no row stays locked meanwhile.
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const found = await findProfileByEmail(tx, input.email);
    if (!found) throw new AppError('USER_NOT_FOUND', USER_NOT_FOUND_MESSAGE);
    await tx.update(userProfiles).set({ passwordHash }).where(eq(userProfiles.id, found.id));
    await revokeVictimSessions(tx, found.id);
    await revokeAccessLinks(tx, found.email);
    // The audit row says that it happened and to whom; never the password or its hash.
    await recordAudit(tx, {
      actor: input.actor,
      action: 'user.password_set',
      entity: { type: 'user_profile', id: found.id },
      after: { sessionsRevoked: true, accessLinksRevoked: true },
      ip: input.ip,
    });
    const platformName = (await getSettingValue(tx, 'platform_name')) ?? 'Haven';
    await queueMail(deps, tx, 'password_changed', {
      to: found.email,
      ...usersPasswordChangedMail({ platformName, signInUrl: `${deps.config.publicUrl}/login` }),
    });
    return found;
  });

  return { ok: true, mailSent: await hasMailServer(deps.db, deps.config) };
}
