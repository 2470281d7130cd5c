import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../errors';
import { verificationMail } from '../../mail/templates/verification';
import { getSettingValue } from '../settings/queries';
import { issueEmailToken } from './email-tokens';

export function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/verify?token=${encodeURIComponent(token)}`;
}

/**
 * Issues a verification link and e-mails it. D13: the link comes back to the caller only in
 * development with no SMTP server; otherwise it exists only in the recipient's mailbox.
 */
export async function sendVerificationEmail(
  app: FastifyInstance,
  input: { email: string; recoveryApplicationId?: number; db?: Db | Tx },
): Promise<{ verificationUrl?: string }> {
  const token = await issueEmailToken(input.db ?? app.db, {
    email: input.email,
    purpose: 'verify_email',
    recoveryApplicationId: input.recoveryApplicationId,
  });
  const url = verificationLink(app.config.publicUrl, token);
  const platformName = (await getSettingValue(app.db, 'platform_name')) ?? 'Haven';
  try {
    await app.mailer.send({ to: input.email, ...verificationMail({ platformName, url }) });
  } catch (error) {
    app.log.error({ err: error }, 'verification e-mail could not be sent');
    throw new AppError('UNAVAILABLE', 'We could not send the verification e-mail right now. Please try again in a few minutes.', {
      cause: error,
    });
  }
  return app.config.exposeDevLinks ? { verificationUrl: url } : {};
}
