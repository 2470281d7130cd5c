import type { Dependencies } from '../../dependencies';
import { AppError } from '../../kernel/errors';
import { recordAudit } from '../audit/record-audit';
import { findProfileByEmail } from '../auth/find-profile';
import { verifyPassword } from '../auth/passwords';
import { removeStoredFiles } from '../../kernel/uploads/ingest-files';
import { eraseVictimData } from './erase-victim-data';

export const WRONG_PASSWORD = 'Password is incorrect';

/** D15: the victim deletes their own account after re-entering the password; see eraseVictimData. */
export async function deleteMyAccount(deps: Pick<Dependencies, 'db' | 'storage'>, input: { email: string; password: string }) {
  const profile = await findProfileByEmail(deps.db, input.email);
  if (!profile || !(await verifyPassword(profile.passwordHash, input.password))) {
    throw new AppError('WRONG_PASSWORD', WRONG_PASSWORD);
  }
  const storageKeys = await deps.db.transaction(async (tx) => {
    const erased = await eraseVictimData(tx, profile);
    // Audited, but without the client address: that too would identify the person who just left.
    await recordAudit(tx, {
      actor: { type: 'victim', id: profile.id, label: erased.placeholder },
      action: 'victim.account_deleted',
      entity: { type: 'user_profile', id: profile.id },
      after: { anonymisedIncidents: erased.anonymisedIncidents, deletedFiles: erased.storageKeys.length },
    });
    return erased.storageKeys;
  });
  // Files go after the rows: a failed commit must not leave rows pointing at missing files.
  await removeStoredFiles(deps.storage, storageKeys);
}
