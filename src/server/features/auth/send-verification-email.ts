import type { Config } from '../../kernel/config';
import type { Db, Tx } from '../../kernel/db/client';
import type { Dependencies } from '../../dependencies';
import { queueMail } from '../../kernel/mail/outbox/queue-mail';
import { verificationMail } from './verification-mail';
import { getPlatformName } from '../settings/queries';
import { issueEmailToken } from './email-tokens';
import { victimMailLocale } from '../settings/locale';

// Here in auth, beside the e-mail tokens: applications send this mail and the verification pages
// resend it, and neither of those features may import the other (docs/architecture.md).

export function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/verify?token=${encodeURIComponent(token)}`;
}

export type VerificationMailDependencies = Pick<Dependencies, 'db' | 'jobs' | 'log'> & {
  config: Pick<Config, 'publicUrl' | 'exposeDevLinks' | 'dataEncryptionKey' | 'smtpUrl'>;
};

/**
 * Issues a verification link and puts its e-mail in the outbox, with the caller's transaction when
 * given one (the token and its mail commit together). D13: the link comes back to the caller only
 * in development with no SMTP server; otherwise it exists only in the recipient's mailbox.
 */
export async function sendVerificationEmail(
  deps: VerificationMailDependencies,
  input: { email: string; recoveryApplicationId?: number; db?: Db | Tx; /** The asker's language (D31). */ locale?: string | null },
): Promise<{ verificationUrl?: string }> {
  const executor = input.db ?? deps.db;
  const token = await issueEmailToken(executor, {
    email: input.email,
    purpose: 'verify_email',
    recoveryApplicationId: input.recoveryApplicationId,
  });
  const url = verificationLink(deps.config.publicUrl, token);
  const platformName = await getPlatformName(executor);
  await queueMail(deps, executor, 'verification', { to: input.email, ...verificationMail({ locale: await victimMailLocale(executor, input.email, input.locale), platformName, url }) });
  return deps.config.exposeDevLinks ? { verificationUrl: url } : {};
}
