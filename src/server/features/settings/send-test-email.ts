import { eq } from 'drizzle-orm';
import type { TestEmailResponse } from '@shared/settings/staff-schema';
import type { Db } from '../../kernel/db/client';
import { staffUsers } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { NO_MAIL_SERVER, type Mailer } from '../../kernel/mail/mailer';
import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';
import { mailLocale } from './locale';
import { getPlatformName } from './queries';

export const NO_STAFF_EMAIL_MESSAGE = 'Your staff account has no e-mail address. Add one under Staff, then try again.';

/**
 * 'Send a test e-mail' on the Email tab: a short message to the signed-in staff member, answered
 * with what the mail server itself said (its 250 line, or its refusal), so a wrong password or a
 * blocked sender shows here rather than in a victim's missing mail.
 */
export async function sendTestEmail(deps: { db: Db; mailer: Mailer; config: { publicUrl: string } }, staff: { adminId: number }): Promise<TestEmailResponse> {
  const [account] = await deps.db.select({ email: staffUsers.email, locale: staffUsers.locale }).from(staffUsers).where(eq(staffUsers.id, staff.adminId));
  if (!account?.email) throw new AppError('VALIDATION_FAILED', NO_STAFF_EMAIL_MESSAGE);
  const platformName = await getPlatformName(deps.db);
  const locale = await mailLocale(deps.db, account.locale);
  const i18n = textsFor(locale);
  const content = renderMail({
    locale,
    platformName,
    siteUrl: deps.config.publicUrl,
    heading: i18n._({ id: 'mail.test.heading', message: 'Test e-mail' }),
    paragraphs: [
      i18n._({
        id: 'mail.test.body',
        message: 'This is a test from the Settings of {platformName}. If you are reading it, e-mail from the platform reaches you.',
        values: { platformName },
      }),
    ],
  });
  const subject = i18n._({ id: 'mail.test.subject', message: '{platformName}: test e-mail', values: { platformName } });
  try {
    const receipt = await deps.mailer.send({ to: account.email, subject, ...content });
    const response = receipt?.response ?? '';
    return { to: account.email, delivered: response !== NO_MAIL_SERVER, serverResponse: response || 'Accepted (the server gave no answer text)' };
  } catch (error) {
    const failure = error as { response?: string; message?: string };
    return { to: account.email, delivered: false, serverResponse: failure.response ?? failure.message ?? 'The mail server could not be reached' };
  }
}
