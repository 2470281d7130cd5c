import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { Dependencies } from '../../dependencies';
import { AppError } from '../../errors';
import { verificationMail } from '../../mail/templates/verification';
import { getSettingValue } from '../settings/queries';
import { issueEmailToken } from './email-tokens';

export function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/verify?token=${encodeURIComponent(token)}`;
}

export type VerificationMailDependencies = Pick<Dependencies, 'db' | 'mailer' | 'log'> & {
  config: Pick<Config, 'publicUrl' | 'exposeDevLinks'>;
};

/**
 * Issues a verification link and e-mails it. D13: the link comes back to the caller only in
 * development with no SMTP server; otherwise it exists only in the recipient's mailbox.
 */
export async function sendVerificationEmail(
  deps: VerificationMailDependencies,
  input: { email: string; recoveryApplicationId?: number; db?: Db | Tx },
): Promise<{ verificationUrl?: string }> {
  const token = await issueEmailToken(input.db ?? deps.db, {
    email: input.email,
    purpose: 'verify_email',
    recoveryApplicationId: input.recoveryApplicationId,
  });
  const url = verificationLink(deps.config.publicUrl, token);
  const platformName = (await getSettingValue(deps.db, 'platform_name')) ?? 'Haven';
  try {
    await deps.mailer.send({ to: input.email, ...verificationMail({ platformName, url }) });
  } catch (error) {
    deps.log.error({ err: error }, 'verification e-mail could not be sent');
    throw new AppError('MAIL_NOT_SENT', 'We could not send the verification e-mail right now. Please try again in a few minutes.', {
      cause: error,
    });
  }
  return deps.config.exposeDevLinks ? { verificationUrl: url } : {};
}
