import { and, eq, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../kernel/db/client';
import { staffUsers, documents, fraudIncidents, messages, moneyTrails, payoutRequests, platforms, recoveryApplications, userProfiles } from '../kernel/db/schema/index';
import { recordAudit } from '../features/audit/record-audit';
import type { FileStorage } from '../kernel/storage/storage';
import { demoStaffAccounts } from './demo-incidents';

export type RemoveDemoDataResult = {
  incidents: number;
  platforms: number;
  accounts: number;
  applications: number;
  documents: number;
  messages: number;
  moneyTrails: number;
  payoutRequests: number;
  files: number;
  /** Demo platforms that real reports now point at: kept, and no longer marked as demo. */
  keptPlatforms: string[];
};

/**
 * Deletes every demo row, children before parents, in one transaction; then the demo files.
 * Rows anyone added to a demo incident while exploring (a reply, an upload) go with it, as the
 * foreign keys would cascade anyway; they are deleted explicitly so their files go too.
 */
export async function removeDemoData(options: { db: Db; storage: FileStorage }): Promise<RemoveDemoDataResult> {
  const { db, storage } = options;
  const { result, storageKeys } = await db.transaction(async (tx) => {
    const demoIncidentIds = tx.select({ id: fraudIncidents.id }).from(fraudIncidents).where(eq(fraudIncidents.isDemo, true));

    /** Deletes the rows `where` picks and counts them. */
    const removeRows = async (table: PgTable, where: SQL | undefined) => (await tx.delete(table).where(where).returning({ one: sql<number>`1` })).length;
    /** A table's demo rows, and its rows on a demo incident. */
    const demoOrOnDemoIncident = (isDemo: AnyPgColumn, incident: AnyPgColumn) => or(eq(isDemo, true), inArray(incident, demoIncidentIds));

    const removedDocuments = await tx
      .delete(documents)
      .where(demoOrOnDemoIncident(documents.isDemo, documents.recoveryId))
      .returning({ storageKey: documents.storageKey });
    const removedPayouts = await removeRows(payoutRequests, demoOrOnDemoIncident(payoutRequests.isDemo, payoutRequests.incidentId));
    const removedTrails = await removeRows(moneyTrails, demoOrOnDemoIncident(moneyTrails.isDemo, moneyTrails.incidentId));
    const removedMessages = await removeRows(messages, demoOrOnDemoIncident(messages.isDemo, messages.recoveryId));
    const removedApplications = await removeRows(recoveryApplications, eq(recoveryApplications.isDemo, true));
    const removedIncidents = await removeRows(fraudIncidents, eq(fraudIncidents.isDemo, true));

    // A real report may have been filed against a demo platform by name; that row must survive.
    const inUse = tx.select({ id: fraudIncidents.id }).from(fraudIncidents).where(eq(fraudIncidents.platformId, platforms.id));
    const removedPlatforms = await removeRows(platforms, and(eq(platforms.isDemo, true), notExists(inUse)));
    const keptPlatforms = await tx
      .update(platforms)
      .set({ isDemo: false })
      .where(eq(platforms.isDemo, true))
      .returning({ name: platforms.name });

    const removedAccounts = await removeRows(userProfiles, eq(userProfiles.isDemo, true));
    // The demo staff accounts (their places on cases go with them); a real account never matches
    // both a demo user name and its demo address.
    await tx
      .delete(staffUsers)
      .where(
        or(
          ...demoStaffAccounts.map((s) => and(eq(staffUsers.username, s.username), eq(staffUsers.email, s.email))),
        ),
      );

    const result: RemoveDemoDataResult = {
      incidents: removedIncidents,
      platforms: removedPlatforms,
      accounts: removedAccounts,
      applications: removedApplications,
      documents: removedDocuments.length,
      messages: removedMessages,
      moneyTrails: removedTrails,
      payoutRequests: removedPayouts,
      files: 0,
      keptPlatforms: keptPlatforms.map((p) => p.name),
    };
    await recordAudit(tx, {
      actor: { type: 'system', label: 'demo data' },
      action: 'demo_data.removed',
      entity: { type: 'demo_data' },
      before: result,
    });
    return { result, storageKeys: removedDocuments.map((d) => d.storageKey) };
  });

  // Files go only after the commit: a failed removal must not leave rows pointing at nothing.
  for (const key of storageKeys) {
    if (await storage.exists(key)) {
      await storage.remove(key);
      result.files += 1;
    }
  }
  return result;
}
