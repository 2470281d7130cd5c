import { and, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../kernel/db/client';
import { auditLog, mailOutbox, reportSubmissions, sessions, verificationTokens, webhookDeliveries } from '../../kernel/db/schema/index';
import { selectRows } from '../../kernel/db/select-rows';
import { queueNames, type JobRunner } from '../../kernel/jobs/job-runner';
import { recordAudit } from '../audit/record-audit';
import { getNumberSetting } from '../settings/queries';

export type RetentionDependencies = {
  db: Db;
  jobs: Pick<JobRunner, 'boss'>;
  clock: () => Date;
  log: { info: (obj: object, msg: string) => void };
};

/** How many of each kind of record one pass removed, and the settings it went by. */
export type RemovedRecords = {
  sentMail: number;
  /** Webhook deliveries settled (delivered or failed), kept as long as sent mail (issue 27). */
  webhookDeliveries: number;
  endedSignIns: number;
  emailLinks: number;
  reportKeys: number;
  finishedJobs: number;
  auditRows: number;
  days: { sentMail: number; endedSignIns: number; finishedJobs: number; audit: number };
};

/** Rows removed per statement: a long backlog goes in steps, none holding locks for long. */
const BATCH = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A report's submission key only has to outlive the form's retries. */
const REPORT_KEY_DAYS = 7;
// Finished: pg-boss's states after 'active'. A job waiting or running is never removed here.
const FINISHED_JOB_STATES = ['completed', 'cancelled', 'failed'];
const SYSTEM = { type: 'system', label: 'retention' } as const;

/** Deletes the rows `due` names, a batch at a time, and says how many went. */
async function deleteInBatches(db: Db, table: PgTable, id: PgColumn, due: SQL | undefined): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = db.select({ id }).from(table).where(due).limit(BATCH);
    const gone = await db.delete(table).where(inArray(id, batch)).returning({ id });
    removed += gone.length;
    if (gone.length < BATCH) return removed;
  }
}

/**
 * Finished jobs past the setting, through pg-boss's own deleteJob. The queues are also told the
 * setting, so pg-boss's maintenance keeps new jobs exactly as long between passes (a job takes its
 * queue's value when it is written).
 */
async function removeFinishedJobs(deps: RetentionDependencies, days: number, cutoff: Date): Promise<number> {
  let removed = 0;
  for (const name of Object.values(queueNames)) {
    await deps.jobs.boss.updateQueue(name, { deleteAfterSeconds: days * 24 * 3600 });
    for (;;) {
      const due = await selectRows<{ id: string }>(
        deps.db,
        sql`select id from pgboss.job where name = ${name} and state::text in (${sql.join(FINISHED_JOB_STATES.map((state) => sql`${state}`), sql`, `)})
            and completed_on < ${cutoff.toISOString()} limit ${BATCH}`,
      );
      if (due.length === 0) break;
      await deps.jobs.boss.deleteJob(name, due.map((job) => job.id));
      removed += due.length;
      if (due.length < BATCH) break;
    }
  }
  return removed;
}

/**
 * The nightly pass over what Haven keeps only for a while (unconfirmed reports have their own,
 * features/incidents/purge-unconfirmed-reports.ts): the records of mail no longer waiting, sign-ins
 * that have ended and e-mail links used or expired, finished background jobs, and audit rows, each
 * once older than its setting, and reports' submission keys after a week. Audit rows are kept longest (a year at the least). The pass writes
 * one audit row of what it removed, counts only.
 */
export async function removeExpiredRecords(deps: RetentionDependencies): Promise<RemovedRecords> {
  const now = deps.clock().getTime();
  const [sentMailDays, endedSignInDays, finishedJobDays, auditDays] = await Promise.all(
    ['sent_mail_retention_days', 'ended_sign_in_retention_days', 'finished_jobs_retention_days', 'audit_retention_days'].map((key) =>
      getNumberSetting(deps.db, key),
    ),
  );
  const before = (days: number) => new Date(now - days * DAY_MS);
  const signInCutoff = before(endedSignInDays!);

  const sentMail = await deleteInBatches(
    deps.db,
    mailOutbox,
    mailOutbox.id,
    and(
      inArray(mailOutbox.status, ['sent', 'failed', 'cancelled', 'skipped']),
      sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.failedAt}, ${mailOutbox.createdAt}) < ${before(sentMailDays!).toISOString()}::timestamptz`,
    ),
  );
  // The webhook log is the outbox of another system's mail: settled deliveries go with the sent mail.
  const settledDeliveries = await deleteInBatches(
    deps.db,
    webhookDeliveries,
    webhookDeliveries.id,
    and(
      inArray(webhookDeliveries.status, ['delivered', 'failed']),
      sql`coalesce(${webhookDeliveries.deliveredAt}, ${webhookDeliveries.createdAt}) < ${before(sentMailDays!).toISOString()}::timestamptz`,
    ),
  );
  // A staff session also ends after a day at most without use (staff_idle_minutes), so one unused
  // since the cutoff has ended; a victim's lasts until it expires or is signed out.
  const endedSignIns = await deleteInBatches(
    deps.db,
    sessions,
    sessions.id,
    or(
      lt(sessions.expiresAt, signInCutoff),
      and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, signInCutoff)),
      and(sql`${sessions.kind} = 'admin'`, lt(sessions.lastSeenAt, signInCutoff)),
    ),
  );
  const emailLinks = await deleteInBatches(
    deps.db,
    verificationTokens,
    verificationTokens.id,
    or(lt(verificationTokens.expiresAt, signInCutoff), and(isNotNull(verificationTokens.usedAt), lt(verificationTokens.usedAt, signInCutoff))),
  );
  const reportKeys = await deleteInBatches(deps.db, reportSubmissions, reportSubmissions.key, lt(reportSubmissions.createdAt, before(REPORT_KEY_DAYS)));
  const finishedJobs = await removeFinishedJobs(deps, finishedJobDays!, before(finishedJobDays!));
  const auditRows = await deleteInBatches(deps.db, auditLog, auditLog.id, lt(auditLog.createdAt, before(auditDays!)));

  const removed: RemovedRecords = {
    sentMail,
    webhookDeliveries: settledDeliveries,
    endedSignIns,
    emailLinks,
    reportKeys,
    finishedJobs,
    auditRows,
    days: { sentMail: sentMailDays!, endedSignIns: endedSignInDays!, finishedJobs: finishedJobDays!, audit: auditDays! },
  };
  await deps.db.transaction((tx) =>
    recordAudit(tx, { actor: SYSTEM, action: 'retention.records_removed', entity: { type: 'retention' }, after: removed }),
  );
  deps.log.info({ removed }, 'retention: expired records removed');
  return removed;
}
