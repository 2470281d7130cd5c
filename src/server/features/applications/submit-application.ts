import { hasMailServer } from '../settings/mail-settings';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { formatApplicationReference, type recoveryApplicationSchema } from '@shared/applications/schema';
import { fraudIncidents, recoveryApplications } from '../../kernel/db/schema/index';
import type { Dependencies } from '../../dependencies';
import { queueMail } from '../../kernel/mail/outbox/queue-mail';
import { applicationReceivedMail } from './application-received-mail';
import { recordAudit, type Change } from '../audit/record-audit';
import { confirmedReportsOf } from '../incidents/policy';
import { getPlatformName } from '../settings/queries';
import { sendVerificationEmail, type VerificationMailDependencies } from '../auth/send-verification-email';
import type { Locale } from '@shared/i18n/locales';
import { victimMailLocale } from '../settings/locale';

type Input = z.output<typeof recoveryApplicationSchema>;

export type SubmitApplicationDependencies = VerificationMailDependencies & Pick<Dependencies, 'clock'>;

/**
 * Stores the application as `pending`. A visitor who is not signed in as that address gets a
 * verification link, and the application joins that address's account only once the link is used
 * (D18); a signed-in owner's application is verified at once and they get a receipt instead.
 */
export async function submitApplication(
  deps: SubmitApplicationDependencies,
  input: Input & {
    /** The signed-in victim, if any: whether it is the owner's own, whatever address it names. */
    signedIn: { userId: number; email: string } | null;
    by: Change;
    /** The applicant's language (the page they applied from), for mail about it (D31). */
    locale?: Locale;
  },
) {
  const { email, signedIn } = input;
  const signedInAsOwner = signedIn?.email === email;
  // An incident id from the query string is kept only when it is that victim's own incident.
  let incidentId: number | null = null;
  if (input.incidentId) {
    const [own] = await deps.db
      .select({ id: fraudIncidents.id })
      .from(fraudIncidents)
      .where(and(eq(fraudIncidents.id, input.incidentId), confirmedReportsOf(email)))
      .limit(1);
    incidentId = own?.id ?? null;
  }

  return deps.db.transaction(async (tx) => {
    const [application] = await tx
      .insert(recoveryApplications)
      .values({
        incidentId,
        fullName: input.fullName,
        email,
        phone: input.phone ?? null,
        country: input.country,
        platformName: input.platformName,
        fraudType: input.fraudType,
        incidentDate: input.incidentDate,
        lossAmount: input.lossAmount,
        currency: input.currency,
        locale: input.locale ?? null,
        incidentDescription: input.incidentDescription,
        contactedPolice: input.contactedPolice,
        contactedBank: input.contactedBank,
        contactedPlatform: input.contactedPlatform,
        acceptTerms: input.acceptTerms,
        emailVerifiedAt: signedInAsOwner ? deps.clock() : null,
      })
      .returning({ id: recoveryApplications.id });
    if (!application) throw new Error('application insert returned no row');
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'application.submitted',
      entity: { type: 'recovery_application', id: application.id },
      after: { verified: signedInAsOwner, incidentId },
      ip: input.by.ip,
    });

    // The application and its mail (a receipt, or the verification link) commit together.
    if (signedInAsOwner) {
      const platformName = await getPlatformName(tx);
      const mail = applicationReceivedMail({
        locale: await victimMailLocale(tx, email, input.locale),
        platformName,
        reference: formatApplicationReference(application.id),
        caseUrl: `${deps.config.publicUrl}/dashboard`,
      });
      await queueMail(deps, tx, 'application_received', { to: email, ...mail });
      return { id: application.id, requiresVerification: false };
    }
    const { verificationUrl } = await sendVerificationEmail(deps, { email, recoveryApplicationId: application.id, db: tx, locale: input.locale });
    const verificationSent = await hasMailServer(tx, deps.config);
    return { id: application.id, requiresVerification: true, verificationSent, ...(verificationUrl ? { verificationUrl } : {}) };
  });
}
