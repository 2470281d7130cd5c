import { ERASED_VALUE } from '@shared/money-trails/observable-key';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../kernel/db/client';
import {
  documents,
  fraudIncidents,
  mailOutbox,
  messages,
  moneyTrails,
  payoutRequests,
  recoveryApplications,
  userProfiles,
  verificationTokens,
  watchers,
} from '../../kernel/db/schema/index';
import { anonymiseAuditRows } from './victim-audit-rows';
import { applicationsWith, deletedUserEmail, documentsOf, payoutsOf, reportsWith, type VictimRecordIds } from '../users/victim-records';

const REMOVED = ERASED_VALUE;

/**
 * D15: removes or anonymises the victim's personal data in every table of victim-data-tables.ts,
 * inside the caller's transaction. Incidents, money trails, applications, payouts and audit rows
 * stay as anonymous rows (platform, dates, amounts, status) so the directory and its statistics
 * still hold. Returns the storage keys of the deleted documents: the caller removes the files once
 * the transaction has committed, so a failed commit never leaves rows pointing at missing files.
 */
export async function eraseVictimData(tx: Tx, profile: { id: number; email: string }) {
  const owner = profile.email.toLowerCase();
  const placeholder = deletedUserEmail(profile.id);
  const incidentIds = (await tx.select({ id: fraudIncidents.id }).from(fraudIncidents).where(reportsWith(owner))).map((r) => r.id);
  const ids: VictimRecordIds = {
    profileId: profile.id,
    email: owner,
    incidents: incidentIds,
    applications: (await tx.select({ id: recoveryApplications.id }).from(recoveryApplications).where(applicationsWith(owner))).map((r) => r.id),
    payouts: (await tx.select({ id: payoutRequests.id }).from(payoutRequests).where(payoutsOf(owner, incidentIds))).map((r) => r.id),
    moneyTrails: incidentIds.length
      ? (await tx.select({ id: moneyTrails.id }).from(moneyTrails).where(inArray(moneyTrails.incidentId, incidentIds))).map((r) => r.id)
      : [],
    documents: [],
    messages: [],
  };

  const files = await tx.delete(documents).where(documentsOf(owner, incidentIds)).returning({ id: documents.id, storageKey: documents.storageKey });
  ids.documents = files.map((file) => file.id);
  if (incidentIds.length) {
    ids.messages = (await tx.delete(messages).where(inArray(messages.recoveryId, incidentIds)).returning({ id: messages.id })).map((r) => r.id);
    await tx
      .update(moneyTrails)
      .set({ fromAccount: null, toAccount: REMOVED, description: null, blockchainTx: null })
      .where(inArray(moneyTrails.incidentId, incidentIds));
    // A transaction's type is free text that may name people and accounts; amount and date stay.
    await tx
      .update(fraudIncidents)
      .set({
        financialData: sql`jsonb_set(${fraudIncidents.financialData}, '{transactions}', (
          select coalesce(jsonb_agg(t.value || jsonb_build_object('type', ${REMOVED}::text) order by t.n), '[]'::jsonb)
          from jsonb_array_elements(${fraudIncidents.financialData} -> 'transactions') with ordinality as t(value, n)
        ))`,
      })
      .where(and(inArray(fraudIncidents.id, incidentIds), sql`jsonb_typeof(${fraudIncidents.financialData} -> 'transactions') = 'array'`));
  }
  await tx
    .update(fraudIncidents)
    .set({ victimEmail: placeholder, description: null, timelineEvents: [], requiredDocuments: [], outsideContacts: [] })
    .where(reportsWith(owner));
  await tx
    .update(recoveryApplications)
    .set({ fullName: 'Deleted user', email: placeholder, phone: null, incidentDescription: '(removed at the victim’s request)', adminNotes: null })
    .where(applicationsWith(owner));
  if (ids.payouts.length) {
    await tx
      .update(payoutRequests)
      .set({ userEmail: placeholder, accountDetailsEncrypted: 'removed', accountDetailsHint: REMOVED, additionalInfo: null, notes: null })
      .where(inArray(payoutRequests.id, ids.payouts));
  }
  await tx.delete(verificationTokens).where(sql`lower(${verificationTokens.email}) = ${owner}`);
  // Their mail, sent or waiting: a mail still queued to them is not sent after they asked to go.
  await tx.delete(mailOutbox).where(or(sql`lower(${mailOutbox.recipient}) = ${owner}`, eq(mailOutbox.userId, profile.id)));
  // "Notify me": their requests, asked signed in or by e-mail, go with what each watched and its news (cascade).
  await tx.delete(watchers).where(or(eq(watchers.userId, profile.id), eq(watchers.email, owner)));
  await anonymiseAuditRows(tx, { ids, placeholder });
  // Sessions go with the profile (on delete cascade).
  await tx.delete(userProfiles).where(eq(userProfiles.id, profile.id));

  return { placeholder, anonymisedIncidents: incidentIds.length, storageKeys: files.map((file) => file.storageKey) };
}
