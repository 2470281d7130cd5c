import type { Db, Tx } from '../../kernel/db/client';
import { casesConfirmedFor, isConfirmedOnCase } from '../incidents/case-staff';
import { type StaffIdentity } from '../../kernel/plugins/access';

/**
 * D17: payout account details are revealed to admins, and to a caseworker on the case's staff by
 * an admin's assignment or confirmation (incidents/case-staff.ts). A caseworker who took a case
 * themselves works it but does not see the details until an admin confirms; nothing a caseworker
 * types anywhere opens them. Everyone else sees the masked form only.
 */
export function mayRevealPayout(db: Db | Tx, input: { staff: StaffIdentity; incidentId: number }): Promise<boolean> {
  return isConfirmedOnCase(db, input);
}

/** The same rule for a page of cases at once. */
export function casesRevealableBy(db: Db | Tx, input: { staff: StaffIdentity; incidentIds: number[] }): Promise<Set<number>> {
  return casesConfirmedFor(db, input);
}
