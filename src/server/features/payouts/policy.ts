import { sql, type SQL } from 'drizzle-orm';
import { toMinor } from '@shared/money/decimal';
import type { Settlement } from '@shared/payouts/settlement';
import { blockingPayoutStatuses } from '@shared/payouts/status';
import { payoutRequests } from '../../kernel/db/schema/index';

// Who may do what with payouts. Which case a victim may ask about is the incidents policy's rule;
// these are the payout's own.

/** The payout requests a victim made (their e-mail, lower-cased by the caller). */
export function payoutsRequestedBy(email: string): SQL {
  return sql`lower(${payoutRequests.userEmail}) = ${email}`;
}

/** D5: there is something to pay out only once recovered funds, less the fee, are above zero. */
export function hasFundsToPayOut(settlement: Settlement): boolean {
  return toMinor(settlement.availableForPayout, settlement.currency) > 0n;
}

/** A pending or approved request blocks another one for the same case (D5). */
export function blocksNewPayout(status: string): boolean {
  return (blockingPayoutStatuses as readonly string[]).includes(status);
}

/** D5: only recovered funds above zero, and never while a request is pending or approved. */
export function canRequestPayout(settlement: Settlement, payoutStatuses: string[]): boolean {
  return hasFundsToPayOut(settlement) && !payoutStatuses.some(blocksNewPayout);
}
