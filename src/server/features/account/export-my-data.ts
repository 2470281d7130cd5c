import { buffer } from 'node:stream/consumers';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { FastifyInstance } from 'fastify';
import {
  auditLog,
  documents,
  fraudIncidents,
  messages,
  moneyTrails,
  payoutRequests,
  platforms,
  recoveryApplications,
  userProfiles,
} from '../../db/schema/index';
import { downloadFilename } from '../documents/download-filename';
import { readAdditionalInfo } from '../payouts/payout-additional-info';
import { presentPayout } from '../payouts/present-payout';
import { auditRowsAbout, isOwnAuditRow } from './victim-audit-rows';
import { archiveFileOf, exportReadme } from './victim-data-tables';
import { applicationsWith, documentsOf, payoutsOf, reportsWith } from './victim-records';

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
const actorNames = { admin: 'staff', system: 'the system', victim: 'someone else' } as const;

/**
 * D15: everything the platform holds about the signed-in victim, as JSON plus their files (see
 * victim-data-tables.ts). The password hash and the encrypted payout details stay out: the first
 * is useless to them, the second is shown masked as everywhere else.
 */
export async function exportMyData(app: FastifyInstance, email: string): Promise<Uint8Array> {
  const owner = email.toLowerCase();
  const [profileRow] = await app.db
    .select({
      id: userProfiles.id,
      email: userProfiles.email,
      fullName: userProfiles.fullName,
      phone: userProfiles.phone,
      country: userProfiles.country,
      isVerified: userProfiles.isVerified,
      createdAt: userProfiles.createdAt,
      updatedAt: userProfiles.updatedAt,
    })
    .from(userProfiles)
    .where(sql`lower(${userProfiles.email}) = ${owner}`);
  const { id: profileId, ...profile } = profileRow ?? { id: null };
  const incidents = await app.db
    .select({ incident: fraudIncidents, platform: { name: platforms.name, website: platforms.website } })
    .from(fraudIncidents)
    .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
    .where(reportsWith(owner));
  const incidentIds = incidents.map((row) => row.incident.id);
  const [applications, payouts, trails, conversation, files] = await Promise.all([
    app.db.select().from(recoveryApplications).where(applicationsWith(owner)),
    app.db.select().from(payoutRequests).where(payoutsOf(owner, incidentIds)),
    incidentIds.length ? app.db.select().from(moneyTrails).where(inArray(moneyTrails.incidentId, incidentIds)) : [],
    incidentIds.length ? app.db.select().from(messages).where(inArray(messages.recoveryId, incidentIds)) : [],
    app.db.select().from(documents).where(documentsOf(owner, incidentIds)),
  ]);
  const ids = {
    profileId,
    email: owner,
    incidents: incidentIds,
    applications: applications.map((row) => row.id),
    payouts: payouts.map((row) => row.id),
    moneyTrails: trails.map((row) => row.id),
    documents: files.map((row) => row.id),
    messages: conversation.map((row) => row.id),
  };
  const activity = await app.db.select().from(auditLog).where(auditRowsAbout(ids)).orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  const key = app.config.dataEncryptionKey;

  const entries: Zippable = {
    'README.txt': strToU8(exportReadme()),
    [archiveFileOf('user_profiles')]: json(profileRow ? profile : null),
    [archiveFileOf('fraud_incidents')]: json(incidents.map(({ incident, platform }) => ({ ...incident, platform }))),
    [archiveFileOf('money_trails')]: json(trails.map(({ isDemo: _d, ...row }) => row)),
    [archiveFileOf('recovery_applications')]: json(applications.map(({ isDemo: _d, ...row }) => row)),
    [archiveFileOf('payout_requests')]: json(
      payouts.map((row) => ({ ...presentPayout(row), additionalInfo: readAdditionalInfo(key, row.additionalInfo) })),
    ),
    [archiveFileOf('messages')]: json(conversation.map(({ isDemo: _d, readByStaffAt: _r, ...row }) => row)),
    [archiveFileOf('documents')]: json(files.map(({ storageKey: _k, isDemo: _d, ...row }) => row)),
    // Their own actions in full; what staff or the system did, only as what, to which record, when.
    [archiveFileOf('audit_log')]: json(
      activity.map((row) => {
        const own = isOwnAuditRow(row, ids);
        return {
          at: row.createdAt,
          action: row.action,
          record: { type: row.entityType, id: row.entityId },
          by: own ? 'you' : actorNames[row.actorType],
          ...(own ? { ip: row.ip, details: row.after } : {}),
        };
      }),
    ),
  };
  for (const file of files) {
    try {
      const data = await buffer(await app.storage.read(file.storageKey));
      entries[`files/${file.id}-${downloadFilename(file.filename, file.mimeType).replace(/[/\\]/g, '_')}`] = new Uint8Array(data);
    } catch (error) {
      app.log.warn({ err: error, documentId: file.id }, 'file missing from storage during export');
    }
  }
  return zipSync(entries, { level: 6 });
}
