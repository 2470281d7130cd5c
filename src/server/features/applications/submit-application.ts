import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { formatApplicationReference, type recoveryApplicationSchema } from '@shared/applications/schema';
import { fraudIncidents, recoveryApplications } from '../../db/schema/index';
import type { Dependencies } from '../../dependencies';
import { applicationReceivedMail } from '../../mail/templates/application-received';
import { confirmedReportsOf } from '../incidents/policy';
import { getSettingValue } from '../settings/queries';
import { sendVerificationEmail, type VerificationMailDependencies } from '../verification/send-verification-email';

type Input = z.output<typeof recoveryApplicationSchema>;

export type SubmitApplicationDependencies = VerificationMailDependencies & Pick<Dependencies, 'clock'>;

/**
 * Stores the application as `pending`. A visitor who is not signed in as that address gets a
 * verification link, and the application joins that address's account only once the link is used
 * (D18); a signed-in owner's application is verified at once and they get a receipt instead.
 */
export async function submitApplication(deps: SubmitApplicationDependencies, input: Input, signedInEmail: string | null) {
  const email = input.email;
  const signedInAsOwner = signedInEmail === email;
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

  const [application] = await deps.db
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
      incidentDescription: input.incidentDescription,
      contactedPolice: input.contactedPolice,
      contactedBank: input.contactedBank,
      contactedPlatform: input.contactedPlatform,
      acceptTerms: input.acceptTerms,
      emailVerifiedAt: signedInAsOwner ? deps.clock() : null,
    })
    .returning({ id: recoveryApplications.id });
  if (!application) throw new Error('application insert returned no row');

  if (signedInAsOwner) {
    const platformName = (await getSettingValue(deps.db, 'platform_name')) ?? 'Haven';
    const mail = applicationReceivedMail({
      platformName,
      reference: formatApplicationReference(application.id),
      caseUrl: `${deps.config.publicUrl}/dashboard`,
    });
    // The application is saved either way; a failed receipt is logged, not shown as a failure.
    await deps.mailer.send({ to: email, ...mail }).catch((error: unknown) => {
      deps.log.error({ err: error }, 'application receipt could not be sent');
    });
    return { id: application.id, requiresVerification: false };
  }

  try {
    const { verificationUrl } = await sendVerificationEmail(deps, { email, recoveryApplicationId: application.id });
    return { id: application.id, requiresVerification: true, ...(verificationUrl ? { verificationUrl } : {}) };
  } catch (error) {
    // The application stays stored; the visitor can ask for a new link from the search page.
    deps.log.error({ err: error, applicationId: application.id }, 'verification e-mail failed after application');
    return { id: application.id, requiresVerification: true };
  }
}
