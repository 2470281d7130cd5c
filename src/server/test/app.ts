import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp, type AppDependencies } from '../app';
import { loadConfig, type Config } from '../kernel/config';
import { ensureDefaultSettings, watchSettings } from '../features/settings/queries';
import { watchTextOverrides } from '../features/texts/overrides';
import { readMailSettings } from '../features/settings/mail-settings';
import { startJobRunner } from '../kernel/jobs/job-runner';
import { startWorkers } from '../start-workers';
import { createMailer, type Mailer } from '../kernel/mail/mailer';
import type { RateLimits } from '../kernel/rate-limits';
import { createLocalDiskStorage, type FileStorage } from '../kernel/storage/storage';
import type { Database } from '../kernel/db/client';
import { openTestDatabase } from './database';
import { wakeMailWorkers } from './outbox';
import { startTestSmtp } from './smtp';

/** What a production start needs besides NODE_ENV (secrets are random per test app). */
export const productionEnv = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'p'.repeat(40),
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  mailer?: Mailer;
  webRoot?: string;
  rateLimits?: Partial<RateLimits>;
  logger?: AppDependencies['logger'];
  slowBody?: AppDependencies['slowBody'];
  socketTimeouts?: AppDependencies['socketTimeouts'];
  /** A database of the test's own (several apps on one database, as several servers are); the app closes it. */
  database?: Database;
  /** Run the background workers (mail outbox, bulk, alerts) in the test app; on unless a test drives them itself. */
  worker?: boolean;
  /** Wraps the app's file storage (its disk folder under dataDir), e.g. to watch what is written. */
  wrapStorage?: (storage: FileStorage) => FileStorage;
};

/** The real app on a fresh database and a temporary data folder, for `app.inject` tests. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const test = await buildTestApp(options);
  await test.app.ready();
  return test;
}

/** The app before `ready()`: for tests that add a plugin of their own or check the boot itself. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'haven-test-'));
  const config = loadConfig(
    // The mail that a case changed goes at once unless a test asks for the wait (several saves, one mail).
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', CASE_NOTICE_DELAY_SECONDS: '0', ...options.env },
    { readSecretFile: (_dir, _name, create) => create() },
  );
  const database = options.database ?? (await openTestDatabase());
  await ensureDefaultSettings(database.db);
  await watchSettings(database);
  await watchTextOverrides(database);
  const log = pino({ level: process.env.HAVEN_TEST_LOG ? 'error' : 'silent' });
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log,
      settings: () => readMailSettings(database.db, config),
    });
  // Cron schedules stay off: a test runs a check when it wants one.
  const jobs = await startJobRunner(database, config, log, { schedule: false });
  const storage = (options.wrapStorage ?? ((disk: FileStorage) => disk))(createLocalDiskStorage(join(dataDir, 'uploads')));
  if (options.worker ?? true) await startWorkers({ db: database.db, storage, mailer, jobs, config, log });
  const app = await buildApp({
    config,
    database,
    storage,
    mailer,
    jobs,
    webRoot: options.webRoot ?? join(dataDir, 'no-web-build'),
    rateLimits: options.rateLimits,
    slowBody: options.slowBody,
    socketTimeouts: options.socketTimeouts,
    logger: options.logger ?? (process.env.HAVEN_TEST_LOG ? { level: 'error' } : false),
  });
  return {
    app,
    config,
    dataDir,
    close: async () => {
      try {
        await app.close();
      } finally {
        await jobs.stop();
        mailer.close();
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The app sending real mail to an in-process SMTP server, with links to https://haven.test. Waiting
 * for a mail asks the mail workers to look now, not at their next poll (up to a second away).
 */
export async function createTestAppWithSmtp(options: Parameters<typeof createTestApp>[0] = {}) {
  const smtp = await startTestSmtp();
  const test = await createTestApp({ ...options, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://haven.test', ...options.env } });
  return {
    ...test,
    smtp: {
      ...smtp,
      nextMailTo: (to: string, timeoutMs?: number) => {
        wakeMailWorkers(test.app);
        return smtp.nextMailTo(to, timeoutMs);
      },
    },
    close: async () => {
      await test.close();
      await smtp.close();
    },
  };
}
