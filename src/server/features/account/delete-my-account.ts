import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  auditLog,
  documents,
  fraudIncidents,
  messages,
  payoutRequests,
  recoveryApplications,
  userProfiles,
  verificationTokens,
} from '../../db/schema/index';
import { AppError } from '../../errors';
import { findProfileByEmail } from '../auth/find-profile';
import { verifyPassword } from '../auth/passwords';
import { removeStoredFiles } from '../documents/ingest-files';

export const WRONG_PASSWORD = 'Password is incorrect';

/**
 * D15: removes the victim's personal data and files. Incidents, applications and payouts stay as
 * anonymous rows (platform, date, amounts, status) so the directory and its statistics still hold;
 * names, addresses, descriptions, messages, account details and documents go.
 */
export async function deleteMyAccount(app: FastifyInstance, input: { email: string; password: string; ip?: string }) {
  const profile = await findProfileByEmail(app.db, input.email);
  if (!profile || !(await verifyPassword(profile.passwordHash, input.password))) {
    throw new AppError('UNAUTHORIZED', WRONG_PASSWORD);
  }
  const owner = profile.email.toLowerCase();
  const placeholder = `deleted-user-${profile.id}@deleted.invalid`;

  const storageKeys = await app.db.transaction(async (tx) => {
    const incidentIds = (
      await tx.select({ id: fraudIncidents.id }).from(fraudIncidents).where(sql`lower(${fraudIncidents.victimEmail}) = ${owner}`)
    ).map((row) => row.id);

    const ownFiles = await tx
      .delete(documents)
      .where(
        incidentIds.length
          ? sql`lower(${documents.userEmail}) = ${owner} or ${inArray(documents.recoveryId, incidentIds)}`
          : sql`lower(${documents.userEmail}) = ${owner}`,
      )
      .returning({ storageKey: documents.storageKey });
    if (incidentIds.length) await tx.delete(messages).where(inArray(messages.recoveryId, incidentIds));

    await tx
      .update(fraudIncidents)
      .set({ victimEmail: placeholder, description: null, timelineEvents: [], requiredDocuments: [], assignedTeam: [] })
      .where(sql`lower(${fraudIncidents.victimEmail}) = ${owner}`);
    await tx
      .update(recoveryApplications)
      .set({ fullName: 'Deleted user', email: placeholder, phone: null, incidentDescription: '(removed at the victim’s request)', adminNotes: null })
      .where(sql`lower(${recoveryApplications.email}) = ${owner}`);
    await tx
      .update(payoutRequests)
      .set({ userEmail: placeholder, accountDetailsEncrypted: 'removed', accountDetailsHint: '(removed)', additionalInfo: null, notes: null })
      .where(sql`lower(${payoutRequests.userEmail}) = ${owner}`);
    await tx.delete(verificationTokens).where(sql`lower(${verificationTokens.email}) = ${owner}`);
    // Sessions go with the profile (on delete cascade).
    await tx.delete(userProfiles).where(eq(userProfiles.id, profile.id));

    await tx.insert(auditLog).values({
      actorType: 'victim',
      actorId: String(profile.id),
      actorLabel: placeholder,
      action: 'victim.account_deleted',
      entityType: 'user_profile',
      entityId: String(profile.id),
      after: { anonymisedIncidents: incidentIds.length, deletedFiles: ownFiles.length },
      ip: input.ip,
    });
    return ownFiles.map((file) => file.storageKey);
  });
  // Files go after the rows: a failed commit must not leave rows pointing at missing files.
  await removeStoredFiles(app.storage, storageKeys);
}
