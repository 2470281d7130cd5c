import type { Config } from '../../kernel/config';
import type { Dependencies } from '../../dependencies';
import { queueMail } from '../../kernel/mail/outbox/queue-mail';
import { usersPasswordResetMail } from './password-reset-mail';
import { recordAudit, type Change } from '../audit/record-audit';
import { hasMailServer } from '../settings/mail-settings';
import { getPlatformName } from '../settings/queries';
import { issueEmailToken } from '../auth/email-tokens';
import { verificationLink } from '../auth/send-verification-email';
import { findUserRow } from './find-user';
import { mailLocale } from '../settings/locale';

// Long enough to be read the next day; the victim did not ask for this one.
const LINK_VALID_HOURS = 24;

type ResetDependencies = Pick<Dependencies, 'db' | 'jobs' | 'log'> & { config: Pick<Config, 'publicUrl' | 'dataEncryptionKey' | 'smtpUrl'> };

/**
 * Staff never choose a victim's password (D17): they send the victim a link, to the account's own
 * address, with which the victim chooses one (the verification page, which for an address with a
 * profile sets its password). Nothing changes until the victim uses it: the current password and
 * sessions stay, so a link sent in error locks nobody out, and staff never learn or hold a
 * password. The link is never returned to the caller, not even in development.
 */
export async function sendPasswordReset(
  deps: ResetDependencies,
  input: { id: number; by: Change },
): Promise<{ ok: true; mailSent: boolean }> {
  await deps.db.transaction(async (tx) => {
    const user = await findUserRow({ db: tx }, { id: input.id });
    const token = await issueEmailToken(tx, { email: user.email, purpose: 'verify_email', ttlMs: LINK_VALID_HOURS * 60 * 60_000 });
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'user.password_reset_sent',
      entity: { type: 'user_profile', id: user.id },
      after: { sentTo: user.email, validHours: LINK_VALID_HOURS },
      ip: input.by.ip,
    });
    const platformName = await getPlatformName(tx);
    await queueMail(deps, tx, 'password_reset', {
      to: user.email,
      ...usersPasswordResetMail({ locale: await mailLocale(tx, user.locale), platformName, url: verificationLink(deps.config.publicUrl, token), validHours: LINK_VALID_HOURS }),
    });
  });
  return { ok: true, mailSent: await hasMailServer(deps.db, deps.config) };
}
