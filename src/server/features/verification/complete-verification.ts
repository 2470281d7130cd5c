import { eq } from 'drizzle-orm';
import { checkPasswordRules } from '@shared/auth/password-rules';
import type { Dependencies } from '../../dependencies';
import { userProfiles } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { foreignText } from '../../kernel/texts/error-texts';
import { recordAudit } from '../audit/record-audit';
import { findProfileByEmail } from '../auth/find-profile';
import { hashPassword } from '../auth/passwords';
import { markApplicationVerified } from './mark-application-verified';
import { createVictimSession, revokeVictimSessions } from '../auth/sessions';
import { consumeToken, findLiveToken, revokeAccessLinks } from '../auth/email-tokens';
import type { Locale } from '@shared/i18n/locales';

export const INVALID_LINK_MESSAGE =
  'This verification link is invalid or has expired. Please submit a new recovery application.';

type ProfileInput = { fullName: string; phone?: string; country: string; password: string };

/**
 * Uses the link up and creates (or, for an address that already has one, updates) the verified
 * profile, all in one transaction; then signs the victim in.
 */
export async function completeVerification(deps: Pick<Dependencies, 'db' | 'clock'>, input: { token: string; profile: ProfileInput; ip?: string; /** The language they made their profile in: their mail's (D31). */ locale?: Locale }) {
  const { db } = deps;
  // The body has no e-mail: the rules judge the password against the link's. A refused password
  // must leave the link unused, so this comes before the transaction that consumes it.
  const live = await findLiveToken(db, { token: input.token, purpose: 'verify_email', now: deps.clock() });
  if (!live) throw new AppError('LINK_INVALID', INVALID_LINK_MESSAGE);
  const refusal = checkPasswordRules(input.profile.password, live.email);
  if (refusal) throw new AppError('WEAK_PASSWORD', foreignText(refusal));
  // Hashing is slow on purpose; do it before the transaction so no row stays locked meanwhile.
  const passwordHash = await hashPassword(input.profile.password, { refuseWhenBusy: true });
  const result = await db.transaction(async (tx) => {
    const now = deps.clock();
    const used = await consumeToken(tx, { token: input.token, purpose: 'verify_email', now });
    if (!used) throw new AppError('LINK_INVALID', INVALID_LINK_MESSAGE);

    const existing = await findProfileByEmail(tx, used.email);
    const values = {
      fullName: input.profile.fullName,
      phone: input.profile.phone ?? null,
      country: input.profile.country,
      passwordHash,
      isVerified: true,
      ...(input.locale ? { locale: input.locale } : {}),
    };
    const [profile] = existing
      ? await tx.update(userProfiles).set(values).where(eq(userProfiles.id, existing.id)).returning()
      : await tx.insert(userProfiles).values({ email: used.email, ...values }).returning();
    if (!profile) throw new Error('profile write returned no row');

    // A new password ends every session of the account and every link still out for the address:
    // whoever held the old password or an older link is out (the new session is made below).
    await revokeVictimSessions(tx, { userProfileId: profile.id, now });
    await revokeAccessLinks(tx, { email: used.email, now });
    // D18: the application this link was sent for now belongs to the verified address.
    if (used.recoveryApplicationId) await markApplicationVerified({ db: tx, clock: deps.clock }, { applicationId: used.recoveryApplicationId, email: used.email });

    await recordAudit(tx, {
      actor: { type: 'victim', id: profile.id, label: profile.email },
      action: existing ? 'victim.profile_updated' : 'victim.profile_created',
      entity: { type: 'user_profile', id: profile.id },
      after: { email: profile.email, fullName: profile.fullName, country: profile.country, isVerified: true },
      ip: input.ip,
    });
    return profile;
  });
  const session = await createVictimSession(db, result.id);
  return { session, user: { email: result.email, fullName: result.fullName } };
}
