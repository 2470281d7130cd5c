import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { documents, fraudIncidents, payoutRequests, recoveryApplications } from '../../kernel/db/schema/index';

// Which rows are a victim's, for the export and the deletion alike (D15), so the two never drift,
// and for the staff's view of a person (list-user-records.ts); here in users, which the account
// (export and deletion) reads.
// `owner` is the lower-cased e-mail. Every report and application with that address counts,
// confirmed or not (D18): the export is for the mailbox's owner, and deletion must reach them all.

export const reportsWith = (owner: string): SQL => sql`lower(${fraudIncidents.victimEmail}) = ${owner}`;

export const applicationsWith = (owner: string): SQL => sql`lower(${recoveryApplications.email}) = ${owner}`;

/** Files they uploaded anywhere, and every file on their incidents. */
export function documentsOf(owner: string, incidentIds: number[]): SQL {
  const uploaded = sql`lower(${documents.userEmail}) = ${owner}`;
  return incidentIds.length ? or(uploaded, inArray(documents.recoveryId, incidentIds))! : uploaded;
}

export function payoutsOf(owner: string, incidentIds: number[]): SQL {
  const requested = sql`lower(${payoutRequests.userEmail}) = ${owner}`;
  return incidentIds.length ? or(requested, inArray(payoutRequests.incidentId, incidentIds))! : requested;
}

/** The address a deleted victim's remaining rows carry instead of theirs. */
export const deletedUserEmail = (profileId: number) => `deleted-user-${profileId}@deleted.invalid`;

/** The ids of a victim's records, by kind: what audit rows about them are found by. */
export type VictimRecordIds = {
  profileId: number | null;
  email: string;
  incidents: number[];
  applications: number[];
  payouts: number[];
  moneyTrails: number[];
  documents: number[];
  messages: number[];
};
