import type { Logger } from 'pino';
import type { Config } from './kernel/config';
import type { Db } from './kernel/db/client';
import { systemClock, type Clock } from './dependencies';
import { alertsCheckHandler, type AlertsCheckJob } from './features/alerts/check-alerts';
import { purgeUnconfirmedReports } from './features/incidents/purge-unconfirmed-reports';
import { removeExpiredRecords } from './features/retention/remove-expired-records';
import { bulkMail } from './features/notifications/bulk-mail';
import { expandHandler, type ExpandJob } from './features/notifications/expand-bulk-operation';
import { outboxHandler, type OutboxJob } from './kernel/mail/outbox/deliver-outbox';
import { watchMailRecovery } from './kernel/mail/outbox/mail-recovery';
import type { Mailer } from './kernel/mail/mailer';
import type { FileStorage } from './kernel/storage/storage';
import { sweepStorage } from './kernel/uploads/sweep-storage';
import { webhookHandler, type WebhookJob } from './kernel/webhooks/deliver-webhook';
import { publishedPlatforms } from './features/site-safety/platform-pages';
import { sendWatchDigests } from './features/watches/send-watch-digests';
import { alertCheckKey, queueNames, type JobRunner } from './kernel/jobs/job-runner';

export type WorkerDependencies = {
  db: Db;
  /** Uploaded files: the retention job removes those of purged reports and settles staged ones. */
  storage: FileStorage;
  mailer: Mailer;
  jobs: JobRunner;
  config: Config;
  log: Logger;
  /** The system's unless a test holds the time still. */
  clock?: Clock;
};

/**
 * Registers this process's workers: the web server runs them unless RUN_WORKER=false, and
 * `npm run worker` runs only them. Any number of processes may run them on one database: pg-boss
 * hands each job to one of them, and the outbox claim keeps each mail in one pair of hands.
 */
export async function startWorkers(workerDeps: WorkerDependencies): Promise<void> {
  const deps = { ...workerDeps, clock: workerDeps.clock ?? systemClock, bulk: bulkMail(workerDeps.config) };
  const { jobs } = deps;
  const mailOptions = { includeMetadata: true, perJobResults: true, batchSize: 20, localConcurrency: 2, pollingIntervalSeconds: 1 } as const;
  const mail = await jobs.boss.work<OutboxJob, unknown, typeof mailOptions>(queueNames.mail, mailOptions, outboxHandler(deps, { paced: false }));
  jobs.registerWorker(queueNames.mail, mail);
  const bulkOptions = { ...mailOptions, batchSize: 50, localConcurrency: 4, burstWhenBatchFull: true } as const;
  const bulk = await jobs.boss.work<OutboxJob, unknown, typeof bulkOptions>(queueNames.bulkMail, bulkOptions, outboxHandler(deps, { paced: true }));
  jobs.registerWorker(queueNames.bulkMail, bulk);
  const expand = await jobs.boss.work<ExpandJob>(queueNames.bulkExpand, { pollingIntervalSeconds: 1 }, expandHandler(deps));
  jobs.registerWorker(queueNames.bulkExpand, expand);
  // Several events in a moment need one pass over the rules, not one each.
  const alerts = await jobs.boss.work<AlertsCheckJob>(queueNames.alertsCheck, { batchSize: 20, pollingIntervalSeconds: 2 }, alertsCheckHandler(deps));
  jobs.registerWorker(queueNames.alertsCheck, alerts);
  jobs.atStop(watchMailRecovery({ db: deps.db, mailer: deps.mailer, jobs, log: deps.log }));
  const retention = await jobs.boss.work(queueNames.retention, { pollingIntervalSeconds: 30 }, retentionHandler(deps));
  jobs.registerWorker(queueNames.retention, retention);
  // Webhook deliveries (issue 27): a few at once, each try bounded by its 10 s deadline.
  const webhooks = await jobs.boss.work<WebhookJob>(queueNames.webhooks, { batchSize: 5, localConcurrency: 2, pollingIntervalSeconds: 1 }, webhookHandler(deps));
  jobs.registerWorker(queueNames.webhooks, webhooks);
  // "Notify me" (issue 27): the hourly pass that writes each watcher's daily digest into the outbox.
  const pages = publishedPlatforms(deps.db);
  const digestDeps = { db: deps.db, jobs, clock: deps.clock, config: deps.config, pages };
  const digest = await jobs.boss.work(queueNames.watchDigest, { pollingIntervalSeconds: 30 }, async () => {
    await sendWatchDigests(digestDeps);
  });
  jobs.registerWorker(queueNames.watchDigest, digest);
}

/**
 * The retention pass, nightly: unconfirmed reports past their time, staged and orphaned files, and
 * the records kept only for a while (sent mail, ended sign-ins and used links, finished jobs, audit).
 */
export async function scheduleRetention(jobs: JobRunner): Promise<void> {
  await jobs.boss.schedule(queueNames.retention, '17 3 * * *', {});
}

function retentionHandler(deps: WorkerDependencies & { clock: Clock }) {
  const passDeps = { db: deps.db, storage: deps.storage, jobs: deps.jobs, log: deps.log, clock: deps.clock };
  return async () => {
    await purgeUnconfirmedReports(passDeps);
    await sweepStorage(passDeps);
    await removeExpiredRecords(passDeps);
  };
}

/** "Notify me" (issue 27): every hour, so each watcher's digest goes within an hour of being due (at most one a day). */
export async function scheduleWatchDigests(jobs: JobRunner): Promise<void> {
  await jobs.boss.schedule(queueNames.watchDigest, '41 * * * *', {});
}

/** Time-based rules (a document waiting, a message unanswered) are checked every five minutes. */
export async function scheduleAlertChecks(jobs: JobRunner): Promise<void> {
  await jobs.boss.schedule(queueNames.alertsCheck, '*/5 * * * *', {}, { singletonKey: alertCheckKey({}) });
}
