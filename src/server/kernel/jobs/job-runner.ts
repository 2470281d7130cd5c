import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type JobInsert, type Queue, type SendOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database, Db, Tx } from '../db/client';

/**
 * The queues of Haven's background work. pg-boss keeps them in the same database (its own
 * `pgboss` schema), so a job is written in the transaction of the change that asks for it and
 * survives a crash of whichever process was running it.
 */
export const queueNames = {
  /** One job per outbox mail about a person's own case, or to staff: never held back. */
  mail: 'mail',
  /** One job per bulk outbox mail, paced by the bulk_mail_per_second setting. */
  bulkMail: 'mail-bulk',
  /** Writes a bulk operation's mails into the outbox, a page of recipients at a time. */
  bulkExpand: 'bulk-expand',
  /**
   * Checks the alert rules: on a schedule and when an event may have met one. At most one check
   * waits per rule (or for all rules): a burst of reports makes one pass, not one each (2,352 once
   * waited). Renamed from 'alerts-check' because a queue's policy is fixed at its creation.
   */
  alertsCheck: 'alert-checks',
  /** Nightly: removes unconfirmed reports past their retention, and settles staged and orphaned files. */
  retention: 'retention',
  /**
   * One job per webhook delivery (kernel/webhooks): a failed try is written down and its next try
   * sent as a job of its own, with the delivery's backoff; pg-boss's own retries cover a worker
   * that died mid-try.
   */
  webhooks: 'webhooks',
  /**
   * "Notify me" (issue 27): every hour, one digest mail to each watcher with news whose last one
   * went 24 hours ago or more (features/watches/send-watch-digests.ts).
   */
  watchDigest: 'watch-digest',
} as const;
export type QueueName = (typeof queueNames)[keyof typeof queueNames];

function queueOptions(config: Pick<Config, 'jobs'>): Record<QueueName, Omit<Queue, 'name'>> {
  const mail: Omit<Queue, 'name'> = {
    retryLimit: config.jobs.mailRetryLimit,
    retryDelay: config.jobs.mailRetryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
    // A worker that died mid-batch (a crash, a SIGKILL) stops beating; its jobs are retried soon after.
    heartbeatSeconds: 10,
    expireInSeconds: 15 * 60,
    notify: true,
  };
  // How long finished jobs are kept is a setting (finished_jobs_retention_days) the nightly retention
  // pass gives every queue; a start leaves it as the pass set it (pg-boss's default, 7 days, until then).
  return {
    mail,
    'mail-bulk': mail,
    'bulk-expand': { retryLimit: 20, retryDelay: 5, retryBackoff: true, retryDelayMax: 300, heartbeatSeconds: 10, expireInSeconds: 3600, notify: true },
    'alert-checks': { retryLimit: 3, retryDelay: 30, expireInSeconds: 600, notify: true, policy: 'short' },
    // One pass a night is plenty; a pass that failed is tried again within the hour.
    retention: { retryLimit: 3, retryDelay: 600, expireInSeconds: 3600, policy: 'singleton' },
    // A try takes at most the receiver's 10 s; a claim left by a worker that died lapses after 60 s.
    webhooks: { retryLimit: 5, retryDelay: 60, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 120, notify: true },
    // A pass writes mails into the outbox and nothing else; one that failed waits for the next hour's.
    'watch-digest': { retryLimit: 1, retryDelay: 300, expireInSeconds: 900, policy: 'singleton' },
  };
}

export type JobExecutor = Db | Tx;

export type JobRunner = {
  boss: PgBoss;
  /** Writes a job with the caller's transaction (or, given the database, on its own). */
  send: (executor: JobExecutor, queue: QueueName, data: object, options?: SendOptions) => Promise<void>;
  /** Writes many jobs with the caller's transaction in one statement. */
  insert: (executor: JobExecutor, queue: QueueName, jobs: JobInsert[]) => Promise<void>;
  /** Asks this process's workers for a queue to look now rather than at their next poll. */
  wake: (queue: QueueName) => void;
  /** Remembers a worker of this process, so `wake` reaches it. */
  registerWorker: (queue: QueueName, workerId: string) => void;
  /** Something of this process's background work to end when the runner stops (a timer). */
  atStop: (end: () => void) => void;
  stop: () => Promise<void>;
};

function bossFor(connection: Database['jobConnection'], options: { schedule: boolean; supervise?: boolean }): PgBoss {
  const common = {
    // Scheduling (cron) and maintenance run in one process at a time; pg-boss elects it.
    schedule: options.schedule,
    supervise: options.supervise ?? true,
    // How soon a job whose worker stopped beating (a crash) is handed to another: the supervision and
    // monitor passes (60 s each by default) look for lapsed heartbeats and expired jobs this often.
    superviseIntervalSeconds: 15,
    monitorIntervalSeconds: 15,
    migrate: true,
  };
  return connection.kind === 'pglite'
    ? new PgBoss({ db: fromPglite(connection.client), backend: 'pglite', ...common })
    : new PgBoss({ connectionString: connection.url, max: 4, ...common });
}

/**
 * Starts pg-boss on the app's database and makes sure every queue exists with its retry policy.
 * Workers are registered separately (src/server/start-workers.ts): a web process may leave
 * them to `npm run worker`.
 */
export async function startJobRunner(database: Database, config: Pick<Config, 'jobs'>, log: Logger, options: { schedule?: boolean } = {}): Promise<JobRunner> {
  const boss = bossFor(database.jobConnection, { schedule: options.schedule ?? true });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job runner error'));
  await boss.start();
  const wanted = queueOptions(config);
  for (const [name, queueOptions] of Object.entries(wanted) as [QueueName, Omit<Queue, 'name'>][]) {
    // pg-boss refuses to restate a queue's policy once it exists, even unchanged: every start
    // after the first (or a second server) would fail on it.
    const { policy: _fixedAtCreation, ...changeable } = queueOptions;
    if (await boss.getQueue(name)) await boss.updateQueue(name, changeable);
    else await boss.createQueue(name, queueOptions);
  }
  await retireQueue(boss, 'alerts-check', log);
  const workers = new Map<QueueName, string[]>();
  const enders: (() => void)[] = [];
  const adapter = (executor: JobExecutor) => fromDrizzle(executor as unknown as Parameters<typeof fromDrizzle>[0], sql);
  return {
    boss,
    send: async (executor, queue, data, sendOptions = {}) => {
      const coalesce = queue === queueNames.alertsCheck ? { singletonKey: alertCheckKey(data) } : {};
      await boss.send(queue, data, { ...coalesce, ...sendOptions, db: adapter(executor) });
    },
    insert: async (executor, queue, jobs) => {
      if (jobs.length > 0) await boss.insert(queue, jobs, { db: adapter(executor) });
    },
    wake: (queue) => {
      for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
    },
    registerWorker: (queue, id) => {
      workers.set(queue, [...(workers.get(queue) ?? []), id]);
    },
    atStop: (end) => {
      enders.push(end);
    },
    stop: async () => {
      for (const end of enders.splice(0)) end();
      // Jobs still running are left to their heartbeat: another worker takes them up.
      await boss.stop({ graceful: true, timeout: 5000, close: true });
    },
  };
}

/** One waiting alert check per rule it names, or one for every rule. */
export function alertCheckKey(data: object): string {
  const alertId = (data as { alertId?: unknown }).alertId;
  return alertId === undefined ? 'all-rules' : `rule-${String(alertId)}`;
}

/** A queue an older version used: its schedule and waiting jobs go (another server may beat us to it). */
async function retireQueue(boss: PgBoss, name: string, log: Logger): Promise<void> {
  try {
    if (!(await boss.getQueue(name))) return;
    await boss.unschedule(name);
    await boss.deleteQueue(name);
    log.info({ queue: name }, 'retired a queue of an older version');
  } catch (error) {
    log.warn({ err: error, queue: name }, 'could not retire an old queue (another process may have)');
  }
}

/**
 * Creates (or brings up to date) pg-boss's own schema and nothing else: the test templates include
 * it, so no test file waits for it.
 */
export async function installJobSchema(connection: Database['jobConnection']): Promise<void> {
  const boss = bossFor(connection, { schedule: false, supervise: false });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}
