import type { FastifyInstance } from 'fastify';
import { auditLog } from '../../db/schema/index';
import { AppError } from '../../errors';
import { findProfileByEmail } from '../auth/find-profile';
import { verifyPassword } from '../auth/passwords';
import { removeStoredFiles } from '../documents/ingest-files';
import { eraseVictimData } from './erase-victim-data';

export const WRONG_PASSWORD = 'Password is incorrect';

/** D15: the victim deletes their own account after re-entering the password; see eraseVictimData. */
export async function deleteMyAccount(app: FastifyInstance, input: { email: string; password: string }) {
  const profile = await findProfileByEmail(app.db, input.email);
  if (!profile || !(await verifyPassword(profile.passwordHash, input.password))) {
    throw new AppError('UNAUTHORIZED', WRONG_PASSWORD);
  }
  const storageKeys = await app.db.transaction(async (tx) => {
    const erased = await eraseVictimData(tx, profile);
    // Audited, but without the client address: that too would identify the person who just left.
    await tx.insert(auditLog).values({
      actorType: 'victim',
      actorId: String(profile.id),
      actorLabel: erased.placeholder,
      action: 'victim.account_deleted',
      entityType: 'user_profile',
      entityId: String(profile.id),
      after: { anonymisedIncidents: erased.anonymisedIncidents, deletedFiles: erased.storageKeys.length },
    });
    return erased.storageKeys;
  });
  // Files go after the rows: a failed commit must not leave rows pointing at missing files.
  await removeStoredFiles(app.storage, storageKeys);
}
