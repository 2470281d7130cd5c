import type { z } from 'zod';
import type { createUserSchema, CreateUserResponse } from '@shared/users/staff-schema';
import type { Config } from '../../kernel/config';
import { userProfiles } from '../../kernel/db/schema/index';
import type { Dependencies } from '../../dependencies';
import { AppError } from '../../kernel/errors';
import { queueMail } from '../../kernel/mail/outbox/queue-mail';
import { usersAccountCreatedMail } from './account-created-mail';
import { recordAudit, type Change } from '../audit/record-audit';
import { findProfileByEmail } from '../auth/find-profile';
import { hashPassword } from '../auth/passwords';
import { createToken } from '../auth/tokens';
import { hasMailServer } from '../settings/mail-settings';
import { getPlatformName } from '../settings/queries';
import { issueEmailToken } from '../auth/email-tokens';
import { verificationLink } from '../auth/send-verification-email';
import { presentStaffUser } from './present-staff-user';
import { mailLocale } from '../settings/locale';

export const EMAIL_TAKEN_MESSAGE = 'A user with this e-mail already exists';

// Longer than a self-service link: the person did not ask for this one and may read it days later.
const LINK_VALID_HOURS = 72;

type CreateUserDependencies = Pick<Dependencies, 'db' | 'jobs' | 'log'> & { config: Pick<Config, 'publicUrl' | 'exposeDevLinks' | 'dataEncryptionKey' | 'smtpUrl'> };

/**
 * Creates a verified profile (spec 5) and e-mails its owner a verification link: the victim side's
 * own link, which for an address that has a profile lets them confirm the details and choose the
 * password (verification/complete-verification.ts). Until then the password is a random one nobody
 * knows, so nobody can sign in.
 */
export async function createUser(
  deps: CreateUserDependencies,
  input: { values: z.output<typeof createUserSchema>; by: Change },
): Promise<CreateUserResponse> {
  const { email, fullName, phone, country } = input.values;
  const passwordHash = await hashPassword(createToken());
  const { user, token } = await deps.db.transaction(async (tx) => {
    if (await findProfileByEmail(tx, email)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    const inserted = await tx
      .insert(userProfiles)
      .values({ email, fullName, phone: phone ?? null, country, passwordHash, isVerified: true })
      .onConflictDoNothing()
      .returning();
    // Two staff creating the same address at once: the unique index decides, the loser is told.
    const row = inserted[0];
    if (!row) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    const user = presentStaffUser(row);
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'user.created',
      entity: { type: 'user_profile', id: row.id },
      after: { email: user.email, fullName: user.fullName, phone: user.phone, country: user.country, isVerified: user.isVerified },
      ip: input.by.ip,
    });
    const token = await issueEmailToken(tx, { email, purpose: 'verify_email', ttlMs: LINK_VALID_HOURS * 60 * 60_000 });
    const platformName = await getPlatformName(tx);
    const url = verificationLink(deps.config.publicUrl, token);
    await queueMail(deps, tx, 'account_created', { to: email, ...usersAccountCreatedMail({ locale: await mailLocale(tx), platformName, url, validHours: LINK_VALID_HOURS }) });
    return { user, token };
  });

  const url = verificationLink(deps.config.publicUrl, token);
  // The mail is in the outbox with the profile; without a mail server it cannot go, and staff are told.
  const mailSent = await hasMailServer(deps.db, deps.config);
  return { ...user, mailSent, ...(deps.config.exposeDevLinks ? { setPasswordUrl: url } : {}) };
}
