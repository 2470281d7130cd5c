import { eq } from 'drizzle-orm';
import { REVEAL_SECONDS, type RevealedPayout } from '@shared/payouts/staff-schema';
import { payoutRequests } from '../../kernel/db/schema/index';
import type { Dependencies } from '../../dependencies';
import { AppError } from '../../kernel/errors';
import { recordAudit, type Change } from '../audit/record-audit';
import { decryptField } from '../../kernel/crypto/field-cipher';
import { PAYOUT_NOT_FOUND_MESSAGE } from './decide-payout';
import { readAdditionalInfo } from './payout-additional-info';
import { mayRevealPayout } from './reveal-policy';
import { type StaffIdentity } from '../../kernel/plugins/access';

export const DETAILS_UNREADABLE =
  'These account details cannot be read: they were not stored encrypted under this server\'s key. Ask the victim for their account details again.';

/** The details, or a plain refusal when they cannot be decrypted (a placeholder, another key, damage). */
function readDetails(key: Buffer, stored: string): string {
  try {
    return decryptField(key, stored);
  } catch {
    throw new AppError('PAYOUT_DETAILS_UNREADABLE', DETAILS_UNREADABLE);
  }
}

export const REVEAL_REFUSED =
  'Only an admin, or a caseworker an admin has put on this case or confirmed on it, can see the account details';

/**
 * D17: the decrypted account details, for a minute on screen, to an admin or the case's assigned
 * caseworker. Every reveal writes who saw them (never the details) in the same transaction, so a
 * reveal that could not be recorded shows nothing.
 */
export async function revealPayout(
  deps: Pick<Dependencies, 'db' | 'clock'> & { config: Pick<Dependencies['config'], 'dataEncryptionKey'> },
  options: { id: number; staff: StaffIdentity; by: Change },
): Promise<RevealedPayout> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ payout: payoutRequests })
      .from(payoutRequests)
      .where(eq(payoutRequests.id, options.id));
    if (!row) throw new AppError('PAYOUT_NOT_FOUND', PAYOUT_NOT_FOUND_MESSAGE);
    if (!(await mayRevealPayout(tx, { staff: options.staff, incidentId: row.payout.incidentId }))) throw new AppError('REVEAL_NOT_ALLOWED', REVEAL_REFUSED);
    const key = deps.config.dataEncryptionKey;
    // Read before the audit row: a reveal that shows nothing is not recorded as seen.
    const accountDetails = readDetails(key, row.payout.accountDetailsEncrypted);
    await recordAudit(tx, {
      actor: options.by.actor,
      action: 'payout.details_revealed',
      entity: { type: 'payout_request', id: row.payout.id },
      after: { seenBy: options.staff.displayName ?? options.staff.username, role: options.staff.role },
      ip: options.by.ip,
    });
    return {
      accountDetails,
      additionalInfo: readAdditionalInfo(key, row.payout.additionalInfo),
      visibleUntil: new Date(deps.clock().getTime() + REVEAL_SECONDS * 1000).toISOString(),
    };
  });
}
