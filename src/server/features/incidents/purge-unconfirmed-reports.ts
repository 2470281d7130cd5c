import { and, asc, exists, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, fraudIncidents, reportRetention } from '../../db/schema/index';
import type { FileStorage } from '../../storage/storage';
import { removeStoredFiles } from '../../uploads/ingest-files';
import { recordAudit } from '../audit/record-audit';
import { getNumberSetting } from '../settings/queries';

export type PurgeDependencies = {
  db: Db;
  storage: FileStorage;
  clock: () => Date;
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
};

export type PurgeResult = { reports: number; files: number; bytes: number; retentionDays: number };

/** Reports removed per transaction: a long backlog goes in steps, none holding locks for long. */
const BATCH = 100;

const SYSTEM = { type: 'system', label: 'retention' } as const;

/**
 * D18 with an end: a report nobody confirmed is removed, with its evidence files, once it is older
 * than the retention setting (unconfirmed_report_retention_days), unless staff chose to keep it.
 * Rows go first, each with an audit row that says what went (no content: keeping it is what the
 * purge undoes); files go after the commit, so a failed removal leaves a file without a row, which
 * the storage sweep finds, and never a report without its evidence.
 */
export async function purgeUnconfirmedReports(deps: PurgeDependencies): Promise<PurgeResult> {
  const retentionDays = await getNumberSetting(deps.db, 'unconfirmed_report_retention_days');
  const cutoff = new Date(deps.clock().getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const result: PurgeResult = { reports: 0, files: 0, bytes: 0, retentionDays };
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: fraudIncidents.id, createdAt: fraudIncidents.createdAt })
        .from(fraudIncidents)
        .where(
          and(
            isNull(fraudIncidents.confirmedAt),
            lt(fraudIncidents.createdAt, cutoff),
            sql`not ${exists(
              tx
                .select({ one: sql`1` })
                .from(reportRetention)
                .where(and(sql`${reportRetention.incidentId} = ${fraudIncidents.id}`, isNotNull(reportRetention.keptAt))),
            )}`,
          ),
        )
        .orderBy(asc(fraudIncidents.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return null;
      const ids = due.map((report) => report.id);
      const files = await tx
        .select({ recoveryId: documents.recoveryId, storageKey: documents.storageKey, sizeBytes: documents.sizeBytes })
        .from(documents)
        .where(inArray(documents.recoveryId, ids));
      await tx.delete(fraudIncidents).where(inArray(fraudIncidents.id, ids));
      for (const report of due) {
        const own = files.filter((file) => file.recoveryId === report.id);
        await recordAudit(tx, {
          actor: SYSTEM,
          action: 'incident.purge',
          entity: { type: 'fraud_incident', id: report.id },
          before: { createdAt: report.createdAt.toISOString(), files: own.length, bytes: own.reduce((sum, file) => sum + file.sizeBytes, 0) },
          after: { reason: `unconfirmed for more than ${retentionDays} days` },
        });
      }
      return { reports: due.length, files };
    });
    if (!batch) break;
    await removeStoredFiles(deps.storage, batch.files.map((file) => file.storageKey));
    result.reports += batch.reports;
    result.files += batch.files.length;
    result.bytes += batch.files.reduce((sum, file) => sum + file.sizeBytes, 0);
    if (batch.reports < BATCH) break;
  }
  deps.log.info({ ...result }, `retention: removed ${result.reports} unconfirmed reports with ${result.files} files (${result.bytes} bytes)`);
  return result;
}
