import { AppError } from '../../kernel/errors';
import { findProfileByEmail } from './find-profile';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { createVictimSession } from './sessions';
import type { Dependencies } from '../../dependencies';

export const LOGIN_FAILED = 'Invalid email or password';

/**
 * One generic failure for every reason, so the form cannot tell which e-mails have accounts. The
 * password is always verified, against the dummy hash when there is no profile, before anything
 * is decided: an unknown, an unverified and a known address then take the same time to refuse.
 */
export async function logInVictim(deps: Pick<Dependencies, 'db'>, input: { email: string; password: string; signal?: AbortSignal }) {
  const { db } = deps;
  const profile = await findProfileByEmail(db, input.email);
  const valid = await verifyPassword(profile?.passwordHash ?? (await dummyPasswordHash()), input.password, { signal: input.signal });
  if (!profile || !profile.isVerified || !valid) throw new AppError('LOGIN_FAILED', LOGIN_FAILED);
  const session = await createVictimSession(db, profile.id);
  return { session, user: { email: profile.email, fullName: profile.fullName } };
}
