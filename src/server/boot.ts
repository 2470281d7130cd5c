import type { FastifyServerOptions } from 'fastify';
import pino, { type Logger } from 'pino';
import { buildApp } from './app';
import type { Config } from './kernel/config';
import { secureDataDir } from './kernel/data-dir';
import { loadServerTexts } from './kernel/texts/texts';
import { openDatabase, type Database } from './kernel/db/client';
import { seedDemoData } from './demo-data/seed';
import { ensureAdmin } from './features/auth/ensure-admin';
import { normaliseStoredIdentifiers } from './features/auth/normalise-stored-identifiers';
import { normaliseStoredNumbers } from './kernel/identifiers/normalise-stored-numbers';
import { encryptPlainPayoutInfo } from './features/payouts/payout-additional-info';
import { ensureDefaultSettings, watchSettings } from './features/settings/queries';
import { watchTextOverrides } from './features/texts/overrides';
import { serializeError } from './kernel/logging';
import { readMailSettings } from './features/settings/mail-settings';
import { startJobRunner } from './kernel/jobs/job-runner';
import { scheduleAlertChecks, scheduleRetention, scheduleWatchDigests, startWorkers } from './start-workers';
import { createMailer } from './kernel/mail/mailer';
import { configuredStorage } from './kernel/storage/configured-storage';
import { systemClock } from './dependencies';

/** Every command that works on DATA_DIR opens the database first, so DATA_DIR is secured here. */
export function openConfiguredDatabase(config: Config, log?: Logger): Promise<Database> {
  secureDataDir(config.dataDir);
  const onAvailabilityChange = (down: boolean, error?: unknown) =>
    down ? log?.error({ err: error }, 'the database is unreachable; API requests are answered 503 until it is back') : log?.info('the database answers again');
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize, onAvailabilityChange })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}

/** Everything a start does before listening: database, migrations, defaults, admin, demo data. */
export async function bootApp(config: Config, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const log = pino({ level: config.logLevel, serializers: { err: serializeError } });
  // The mails' catalogues (D31), read now: a missing or broken one stops the start, not a mail later.
  loadServerTexts();
  const database = await openConfiguredDatabase(config, log);
  await database.migrate();
  await normaliseStoredIdentifiers(database.db, log);
  await normaliseStoredNumbers(database.db, log);
  await ensureDefaultSettings(database.db);
  await watchSettings(database);
  await watchTextOverrides(database);
  if (config.admin) {
    const outcome = await ensureAdmin({ db: database.db, clock: systemClock }, { ...config.admin, staffRules: config.isProduction });
    log.info({ username: config.admin.username }, `admin ${outcome} from ADMIN_USERNAME`);
  }
  const storage = configuredStorage(config);
  if (config.demoData) {
    const seeded = await seedDemoData({ db: database.db, storage, onlyIfEmpty: true, dataEncryptionKey: config.dataEncryptionKey });
    if (seeded && config.isDevelopment) {
      log.info(
        `demo data loaded. Victim sign-in: ${seeded.victimEmail} / ${seeded.victimPassword}` +
          (seeded.adminPassword ? `; admin: ${seeded.adminUsername} / ${seeded.adminPassword}` : ''),
      );
    }
  }
  await encryptPlainPayoutInfo(database.db, config.dataEncryptionKey);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
    settings: () => readMailSettings(database.db, config),
  });
  const jobs = await startJobRunner(database, config, log);
  await scheduleAlertChecks(jobs);
  await scheduleRetention(jobs);
  await scheduleWatchDigests(jobs);
  const app = await buildApp({
    config,
    database,
    storage,
    mailer,
    jobs,
    // Readable lines for a person at a terminal in development; JSON everywhere else, for log tools.
    logger:
      options.logger ??
      (config.isDevelopment && process.stdout.isTTY
        ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
        : { level: config.logLevel }),
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
    await database.close();
  });
  if (config.jobs.runWorker) await startWorkers({ db: database.db, storage, mailer, jobs, config, log });
  return app;
}
