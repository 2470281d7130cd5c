import { CONFIRMATION_MISMATCH_MESSAGE, confirmsEmail } from '@shared/users/staff-schema';
import type { Dependencies } from '../../dependencies';
import { AppError } from '../../kernel/errors';
import { removeStoredFiles } from '../../kernel/uploads/ingest-files';
import { eraseVictimData } from './erase-victim-data';
import { recordAudit, type Change } from '../audit/record-audit';
import { findUserRow } from '../users/find-user';

/**
 * An admin deletes a victim's account (D15, D17): the very erasure the victim's own deletion runs
 * (erase-victim-data.ts), confirmed by typing the address, and audited as done by staff.
 * Anonymous rows (platform, dates, amounts, status) stay, so the statistics still hold.
 */
export async function deleteUser(
  deps: Pick<Dependencies, 'db' | 'storage'>,
  input: { id: number; confirmEmail: string; by: Change },
): Promise<void> {
  const storageKeys = await deps.db.transaction(async (tx) => {
    const profile = await findUserRow({ db: tx }, { id: input.id, forUpdate: true });
    if (!confirmsEmail(input.confirmEmail, profile.email)) throw new AppError('CONFIRMATION_MISMATCH', CONFIRMATION_MISMATCH_MESSAGE);
    const erased = await eraseVictimData(tx, profile);
    // The row names the placeholder, not the address: the person asked (through staff) to be gone.
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'user.deleted',
      entity: { type: 'user_profile', id: profile.id },
      after: { email: erased.placeholder, anonymisedIncidents: erased.anonymisedIncidents, deletedFiles: erased.storageKeys.length },
      ip: input.by.ip,
    });
    return erased.storageKeys;
  });
  // Files go after the rows: a failed commit must not leave rows pointing at missing files.
  await removeStoredFiles(deps.storage, storageKeys);
}
