import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StaffIncidentRow } from '@shared/incidents/staff-schema';
import type { Db, Tx } from '../../kernel/db/client';
import type { FileStorage } from '../../kernel/storage/storage';
import { documents, fraudIncidents, platforms } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { recordAudit, type Change } from '../audit/record-audit';
import type { Dependencies } from '../../dependencies';
import { INCIDENT_NOT_FOUND } from './policy';
import { presentStaffIncident } from './present-staff-incident';
import { recordWatchNews } from './watch-news';

export const ALREADY_CONFIRMED_MESSAGE = 'This report is already confirmed';

// D18: a report made with someone else's address waits, shown to staff only, until it is
// confirmed. Staff decide what the owner did not: confirm it as theirs, or discard it.

async function unconfirmedReport(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ id: fraudIncidents.id, confirmedAt: fraudIncidents.confirmedAt })
    .from(fraudIncidents)
    .where(eq(fraudIncidents.id, id))
    .limit(1);
  if (!row) throw new AppError('INCIDENT_NOT_FOUND', INCIDENT_NOT_FOUND);
  if (row.confirmedAt) throw new AppError('REPORT_ALREADY_CONFIRMED', ALREADY_CONFIRMED_MESSAGE);
}

/** Staff confirm a waiting report as its address owner's: from now on the victim sees it. */
export async function confirmReportByStaff(deps: Pick<Dependencies, 'db' | 'clock'>, input: { id: number; by: Change }): Promise<StaffIncidentRow> {
  const { id, by } = input;
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [after] = await tx
      .update(fraudIncidents)
      .set({ confirmedAt: now, confirmedVia: 'staff', version: sql`${fraudIncidents.version} + 1`, updatedAt: now })
      .where(and(eq(fraudIncidents.id, id), isNull(fraudIncidents.confirmedAt)))
      .returning();
    if (!after) {
      await unconfirmedReport(tx, id);
      throw new AppError('REPORT_ALREADY_CONFIRMED', ALREADY_CONFIRMED_MESSAGE);
    }
    const [platform] = await tx
      .select({ id: platforms.id, name: platforms.name })
      .from(platforms)
      .where(eq(platforms.id, after.platformId))
      .limit(1);
    await recordAudit(tx, {
      actor: by.actor,
      action: 'incident.confirm',
      entity: { type: 'fraud_incident', id },
      before: { confirmedAt: null, confirmedVia: null },
      after: { confirmedAt: after.confirmedAt!.toISOString(), confirmedVia: after.confirmedVia },
      ip: by.ip,
    });
    await recordWatchNews(tx, { incidentId: id, now });
    return presentStaffIncident(after, platform!);
  });
}

/**
 * Staff discard a waiting report: the row goes (its documents, trails and links with it, by
 * cascade) and so do its evidence files. The audit row keeps what the report said and which files
 * it had, never their contents. Files are removed after the commit: a failed removal leaves an
 * orphan file, never a report whose evidence is gone.
 */
export async function discardReport(
  deps: { db: Db; storage: FileStorage; log: { error: (obj: object, msg: string) => void } },
  input: { id: number; by: Change },
): Promise<{ discarded: true; id: number }> {
  const { id, by } = input;
  const storageKeys = await deps.db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(fraudIncidents)
      .where(and(eq(fraudIncidents.id, id), isNull(fraudIncidents.confirmedAt)))
      .for('update')
      .limit(1);
    if (!report) {
      await unconfirmedReport(tx, id);
      throw new AppError('REPORT_ALREADY_CONFIRMED', ALREADY_CONFIRMED_MESSAGE);
    }
    const files = await tx
      .select({
        id: documents.id,
        filename: documents.filename,
        storageKey: documents.storageKey,
        mimeType: documents.mimeType,
        sizeBytes: documents.sizeBytes,
        sha256: documents.sha256,
      })
      .from(documents)
      .where(eq(documents.recoveryId, id));
    await tx.delete(fraudIncidents).where(eq(fraudIncidents.id, id));
    await recordAudit(tx, {
      actor: by.actor,
      action: 'incident.discard',
      entity: { type: 'fraud_incident', id },
      before: { ...report, files: files.map(({ storageKey: _key, ...file }) => file) },
      ip: by.ip,
    });
    return files.map((file) => file.storageKey);
  });
  for (const key of storageKeys) {
    try {
      await deps.storage.remove(key);
    } catch (err) {
      deps.log.error({ err, incidentId: id }, 'discarded report: evidence file not removed');
    }
  }
  return { discarded: true, id };
}
