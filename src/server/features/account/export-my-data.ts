import { inCurrencyPlaces } from '@shared/money-trails/amount';
import { buffer } from 'node:stream/consumers';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Config } from '../../kernel/config';
import type { Tx } from '../../kernel/db/client';
import {
  auditLog,
  documents,
  fraudIncidents,
  mailOutbox,
  messages,
  moneyTrails,
  payoutRequests,
  platforms,
  recoveryApplications,
  userProfiles,
  watchers,
  watches,
} from '../../kernel/db/schema/index';
import type { Dependencies } from '../../dependencies';
import { recordAudit, type Change } from '../audit/record-audit';
import { downloadFilename } from '../documents/download-filename';
import { readAdditionalInfo } from '../payouts/payout-additional-info';
import { presentPayout } from '../payouts/present-payout';
import { auditRowsAbout, isOwnAuditRow } from './victim-audit-rows';
import { archiveFileOf, exportReadme } from './victim-data-tables';
import { applicationsWith, documentsOf, payoutsOf, reportsWith } from '../users/victim-records';

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
const actorNames = { admin: 'staff', system: 'the system', victim: 'someone else', api_key: 'an integration of the organisation' } as const;

export type ExportDependencies = Pick<Dependencies, 'db' | 'storage' | 'log' | 'clock'> & {
  config: Pick<Config, 'dataEncryptionKey'>;
};

/**
 * D15: everything the platform holds about the signed-in victim, as JSON plus their files (see
 * victim-data-tables.ts). The password hash and the encrypted payout details stay out: the first
 * is useless to them, the second is shown masked as everywhere else. The rows are read, and the
 * export audited, in one transaction; the files are read after it.
 */
export async function exportMyData(
  deps: ExportDependencies,
  input: { victim: { userId: number; email: string }; by: Change },
): Promise<{ archive: Uint8Array; filename: string }> {
  const { victim } = input;
  const rows = await deps.db.transaction(async (tx) => {
    const found = await readVictimRows(tx, victim.email.toLowerCase());
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'victim.data_exported',
      entity: { type: 'user_profile', id: victim.userId },
      ip: input.by.ip,
    });
    return found;
  });
  const archive = await buildArchive(deps, rows);
  return { archive, filename: `my-data-${deps.clock().toISOString().slice(0, 10)}.zip` };
}

type VictimRows = Awaited<ReturnType<typeof readVictimRows>>;

async function readVictimRows(tx: Tx, owner: string) {
  const [profileRow] = await tx
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
  const incidents = await tx
    .select({ incident: fraudIncidents, platform: { name: platforms.name, website: platforms.website } })
    .from(fraudIncidents)
    .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
    .where(reportsWith(owner));
  const incidentIds = incidents.map((row) => row.incident.id);
  const [applications, payouts, trails, conversation, files, mails] = await Promise.all([
    tx.select().from(recoveryApplications).where(applicationsWith(owner)),
    tx.select().from(payoutRequests).where(payoutsOf(owner, incidentIds)),
    incidentIds.length ? tx.select().from(moneyTrails).where(inArray(moneyTrails.incidentId, incidentIds)) : [],
    incidentIds.length ? tx.select().from(messages).where(inArray(messages.recoveryId, incidentIds)) : [],
    tx.select().from(documents).where(documentsOf(owner, incidentIds)),
    // What was mailed to them, not the texts (erased once sent; links in a waiting one stay out).
    tx
      .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, status: mailOutbox.status, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
      .from(mailOutbox)
      .where(or(sql`lower(${mailOutbox.recipient}) = ${owner}`, profileId === null ? sql`false` : eq(mailOutbox.userId, profileId)))
      .orderBy(asc(mailOutbox.createdAt)),
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
  const activity = await tx.select().from(auditLog).where(auditRowsAbout(ids)).orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  // "Notify me": asked while signed in (the account's) or by e-mail with their address.
  const newsRequests = await tx
    .select({ kind: watches.kind, platform: platforms.name, value: watches.value, accountKind: watches.accountKind, incidentId: watches.incidentId, askedAt: watches.createdAt, confirmedAt: watches.confirmedAt })
    .from(watches)
    .innerJoin(watchers, eq(watchers.id, watches.watcherId))
    .leftJoin(platforms, eq(platforms.id, watches.platformId))
    .where(or(eq(watchers.email, owner), profileId === null ? sql`false` : eq(watchers.userId, profileId)))
    .orderBy(asc(watches.id));
  return { profileRow, profile, incidents, applications, payouts, trails, conversation, files, mails, ids, activity, newsRequests };
}

async function buildArchive(deps: ExportDependencies, rows: VictimRows): Promise<Uint8Array> {
  const { profileRow, profile, incidents, applications, payouts, trails, conversation, files, mails, ids, activity, newsRequests } = rows;
  const key = deps.config.dataEncryptionKey;

  const entries: Zippable = {
    'README.txt': strToU8(exportReadme()),
    [archiveFileOf('user_profiles')]: json(profileRow ? profile : null),
    [archiveFileOf('fraud_incidents')]: json(incidents.map(({ incident, platform }) => ({ ...incident, platform }))),
    [archiveFileOf('money_trails')]: json(
      // The generated linked-case keys are ours, not the victim's data; the amount in its currency's places (D16).
      trails.map(({ isDemo: _d, fromAccountKey: _f, toAccountKey: _t, blockchainTxKey: _b, ...row }) => ({ ...row, amount: inCurrencyPlaces(row.amount, row.currency) })),
    ),
    [archiveFileOf('recovery_applications')]: json(applications.map(({ isDemo: _d, ...row }) => row)),
    [archiveFileOf('payout_requests')]: json(
      payouts.map((row) => ({ ...presentPayout(row), additionalInfo: readAdditionalInfo(key, row.additionalInfo) })),
    ),
    [archiveFileOf('messages')]: json(conversation.map(({ isDemo: _d, readByStaffAt: _r, ...row }) => row)),
    [archiveFileOf('documents')]: json(files.map(({ storageKey: _k, isDemo: _d, ...row }) => row)),
    [archiveFileOf('mail_outbox')]: json(mails),
    [archiveFileOf('watchers')]: json(newsRequests),
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
      const data = await buffer(await deps.storage.read(file.storageKey));
      entries[`files/${file.id}-${downloadFilename(file.filename, file.mimeType).replace(/[/\\]/g, '_')}`] = new Uint8Array(data);
    } catch (error) {
      deps.log.warn({ err: error, documentId: file.id }, 'file missing from storage during export');
    }
  }
  return zipSync(entries, { level: 6 });
}
