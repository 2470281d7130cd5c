import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findProfileByEmail } from './find-profile';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { createVictimSession } from './sessions';

export const LOGIN_FAILED = 'Invalid email or password';

/** One generic failure for every reason, so the form cannot tell which e-mails have accounts. */
export async function logInVictim(db: Db, input: { email: string; password: string }) {
  const profile = await findProfileByEmail(db, input.email);
  const valid = profile
    ? profile.isVerified && (await verifyPassword(profile.passwordHash, input.password))
    : await verifyAgainstDummy(input.password);
  if (!profile || !valid) throw new AppError('UNAUTHORIZED', LOGIN_FAILED);
  const session = await createVictimSession(db, profile.id);
  return { session, user: { email: profile.email, fullName: profile.fullName } };
}
