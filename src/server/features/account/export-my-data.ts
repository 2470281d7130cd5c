import { buffer } from 'node:stream/consumers';
import { eq, inArray, sql } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { FastifyInstance } from 'fastify';
import {
  documents,
  fraudIncidents,
  messages,
  payoutRequests,
  platforms,
  recoveryApplications,
  userProfiles,
} from '../../db/schema/index';
import { presentPayout } from '../payouts/present-payout';

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/**
 * D15: everything the platform holds about the signed-in victim, as JSON plus their files. The
 * password hash and the encrypted payout details stay out: the first is useless to them, the
 * second is shown masked as everywhere else.
 */
export async function exportMyData(app: FastifyInstance, email: string): Promise<Uint8Array> {
  const owner = email.toLowerCase();
  const [profile] = await app.db
    .select({
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
  const incidents = await app.db
    .select({ incident: fraudIncidents, platform: { name: platforms.name, website: platforms.website } })
    .from(fraudIncidents)
    .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
    .where(sql`lower(${fraudIncidents.victimEmail}) = ${owner}`);
  const incidentIds = incidents.map((row) => row.incident.id);
  const [applications, payouts, conversation, files] = await Promise.all([
    app.db.select().from(recoveryApplications).where(sql`lower(${recoveryApplications.email}) = ${owner}`),
    app.db.select().from(payoutRequests).where(sql`lower(${payoutRequests.userEmail}) = ${owner}`),
    incidentIds.length ? app.db.select().from(messages).where(inArray(messages.recoveryId, incidentIds)) : [],
    app.db
      .select()
      .from(documents)
      .where(
        incidentIds.length
          ? sql`lower(${documents.userEmail}) = ${owner} or ${inArray(documents.recoveryId, incidentIds)}`
          : sql`lower(${documents.userEmail}) = ${owner}`,
      ),
  ]);

  const entries: Zippable = {
    'README.txt': strToU8(
      'This archive holds everything the platform stores about you: your profile, incidents, applications, payout requests (account details masked), messages and the files on your cases.\n',
    ),
    'profile.json': json(profile ?? null),
    'incidents.json': json(incidents.map(({ incident, platform }) => ({ ...incident, platform }))),
    'applications.json': json(applications.map(({ isDemo: _d, ...row }) => row)),
    'payout-requests.json': json(payouts.map(presentPayout)),
    'messages.json': json(conversation.map(({ isDemo: _d, readByStaffAt: _r, ...row }) => row)),
    'documents.json': json(files.map(({ storageKey: _k, isDemo: _d, ...row }) => row)),
  };
  for (const file of files) {
    try {
      const data = await buffer(await app.storage.read(file.storageKey));
      entries[`files/${file.id}-${file.filename.replace(/[/\\]/g, '_')}`] = new Uint8Array(data);
    } catch (error) {
      app.log.warn({ err: error, documentId: file.id }, 'file missing from storage during export');
    }
  }
  return zipSync(entries, { level: 6 });
}
