import { AppError } from '../../kernel/errors';
import { findProfileByEmail } from './find-profile';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { createVictimSession } from './sessions';
import type { Dependencies } from '../../dependencies';
import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import { userProfiles } from '../../kernel/db/schema/index';

export const LOGIN_FAILED = 'Invalid email or password';

/**
 * One generic failure for every reason, so the form cannot tell which e-mails have accounts. The
 * password is always verified, against the dummy hash when there is no profile, before anything
 * is decided: an unknown, an unverified and a known address then take the same time to refuse.
 */
export async function logInVictim(deps: Pick<Dependencies, 'db'>, input: { email: string; password: string; signal?: AbortSignal; /** The language they sign in with: their mail's from now on (D31). */ locale?: Locale }) {
  const { db } = deps;
  const profile = await findProfileByEmail(db, input.email);
  const valid = await verifyPassword(profile?.passwordHash ?? (await dummyPasswordHash()), input.password, { signal: input.signal });
  if (!profile || !profile.isVerified || !valid) throw new AppError('LOGIN_FAILED', LOGIN_FAILED);
  const session = await createVictimSession(db, profile.id);
  if (input.locale && input.locale !== profile.locale) await db.update(userProfiles).set({ locale: input.locale }).where(eq(userProfiles.id, profile.id));
  return { session, user: { email: profile.email, fullName: profile.fullName } };
}
