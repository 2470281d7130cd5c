import { and, asc, eq, exists, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { auditLog, caseStaff, documents, fraudIncidents, messages, moneyTrails, reportRetention } from '../../kernel/db/schema/index';
import type { FileStorage } from '../../kernel/storage/storage';
import { removeStoredFiles } from '../../kernel/uploads/ingest-files';
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
 * Whether staff have worked on the report: a money trail recorded (its mule accounts are what the
 * payout check refuses, and the trail would cascade away with the report), staff on the case, a
 * message from staff, a status moved on from open, or any change by staff in the audit log. Such a
 * report is staff's record as much as the reporter's, so the purge leaves it to staff.
 */
export function workedOnByStaff(tx: Db | Tx): SQL {
  return sql`(${ne(fraudIncidents.status, 'open')}
    or ${exists(tx.select({ one: sql`1` }).from(moneyTrails).where(eq(moneyTrails.incidentId, fraudIncidents.id)))}
    or ${exists(tx.select({ one: sql`1` }).from(caseStaff).where(eq(caseStaff.incidentId, fraudIncidents.id)))}
    or ${exists(tx.select({ one: sql`1` }).from(messages).where(and(eq(messages.recoveryId, fraudIncidents.id), eq(messages.senderType, 'staff'))))}
    or ${exists(
      tx
        .select({ one: sql`1` })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'fraud_incident'), sql`${auditLog.entityId} = ${fraudIncidents.id}::text`, eq(auditLog.actorType, 'admin'))),
    )})`;
}

/**
 * D18 with an end: a report nobody confirmed is removed, with its evidence files, once it is older
 * than the retention setting (unconfirmed_report_retention_days), unless staff chose to keep it or
 * have worked on it (workedOnByStaff).
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
            sql`not ${workedOnByStaff(tx)}`,
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
