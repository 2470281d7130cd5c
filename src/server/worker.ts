import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './kernel/config';
import { openConfiguredDatabase } from './boot';
import { readMailSettings } from './features/settings/mail-settings';
import { startJobRunner } from './kernel/jobs/job-runner';
import { scheduleAlertChecks, scheduleRetention, scheduleWatchDigests, startWorkers } from './start-workers';
import { serializeError } from './kernel/logging';
import { createMailer } from './kernel/mail/mailer';
import { watchSettings } from './features/settings/queries';
import { watchTextOverrides } from './features/texts/overrides';
import { configuredStorage } from './kernel/storage/configured-storage';

/**
 * `npm run worker`: the background work (mail outbox, bulk notifications, alert checks) in a
 * process of its own, beside web servers started with RUN_WORKER=false. Several may run on one
 * PostgreSQL database; the embedded one belongs to the server process, which runs the work itself.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`The Haven worker did not start.\n${error.message}`);
      // EX_CONFIG: the supervisor of `npm run worker` (scripts/supervise.mjs) does not restart what cannot start.
      process.exit(78);
    }
    throw error;
  }
  if (!config.databaseUrl) {
    console.error(
      'The Haven worker did not start: it needs DATABASE_URL (a PostgreSQL server). With the embedded database, `npm start` runs the background work itself.',
    );
    process.exit(78);
  }
  const log = pino({ level: config.logLevel, serializers: { err: serializeError } });
  const database = await openConfiguredDatabase(config, log);
  await database.migrate();
  // The worker reads settings too (the mail server, bulk pacing): it hears of changes at once.
  await watchSettings(database);
  await watchTextOverrides(database);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log, settings: () => readMailSettings(database.db, config) });
  const jobs = await startJobRunner(database, config, log);
  await scheduleAlertChecks(jobs);
  await scheduleRetention(jobs);
  await scheduleWatchDigests(jobs);
  await startWorkers({ db: database.db, storage: configuredStorage(config), mailer, jobs, config, log });
  log.info('Haven worker is running');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker shutting down');
    setTimeout(() => process.exit(1), 10_000).unref();
    await jobs.stop();
    mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The Haven worker failed:', error);
  process.exit(1);
});
