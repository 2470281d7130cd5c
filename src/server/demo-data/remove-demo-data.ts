import { and, eq, inArray, notExists, or } from 'drizzle-orm';
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

    const removedDocuments = await tx
      .delete(documents)
      .where(or(eq(documents.isDemo, true), inArray(documents.recoveryId, demoIncidentIds)))
      .returning({ storageKey: documents.storageKey });
    const removedPayouts = await tx
      .delete(payoutRequests)
      .where(or(eq(payoutRequests.isDemo, true), inArray(payoutRequests.incidentId, demoIncidentIds)))
      .returning({ id: payoutRequests.id });
    const removedTrails = await tx
      .delete(moneyTrails)
      .where(or(eq(moneyTrails.isDemo, true), inArray(moneyTrails.incidentId, demoIncidentIds)))
      .returning({ id: moneyTrails.id });
    const removedMessages = await tx
      .delete(messages)
      .where(or(eq(messages.isDemo, true), inArray(messages.recoveryId, demoIncidentIds)))
      .returning({ id: messages.id });
    const removedApplications = await tx
      .delete(recoveryApplications)
      .where(eq(recoveryApplications.isDemo, true))
      .returning({ id: recoveryApplications.id });
    const removedIncidents = await tx
      .delete(fraudIncidents)
      .where(eq(fraudIncidents.isDemo, true))
      .returning({ id: fraudIncidents.id });

    // A real report may have been filed against a demo platform by name; that row must survive.
    const inUse = tx.select({ id: fraudIncidents.id }).from(fraudIncidents).where(eq(fraudIncidents.platformId, platforms.id));
    const removedPlatforms = await tx
      .delete(platforms)
      .where(and(eq(platforms.isDemo, true), notExists(inUse)))
      .returning({ id: platforms.id });
    const keptPlatforms = await tx
      .update(platforms)
      .set({ isDemo: false })
      .where(eq(platforms.isDemo, true))
      .returning({ name: platforms.name });

    const removedAccounts = await tx
      .delete(userProfiles)
      .where(eq(userProfiles.isDemo, true))
      .returning({ id: userProfiles.id });
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
      incidents: removedIncidents.length,
      platforms: removedPlatforms.length,
      accounts: removedAccounts.length,
      applications: removedApplications.length,
      documents: removedDocuments.length,
      messages: removedMessages.length,
      moneyTrails: removedTrails.length,
      payoutRequests: removedPayouts.length,
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
