// The server under load for `npm run bench:search`: the real app with its real search route, plus
// two yardsticks on the same instance: a bare JSON route, and a route that runs one `SELECT 1`
// through the same pool (the limit of any request that needs the database). Budgets are lifted so
// the load is not refused; the limiters still run, so their cost is measured.
import { buildApp } from '../src/server/app';
import { openConfiguredDatabase } from '../src/server/boot';
import { loadConfig } from '../src/server/kernel/config';
import { startJobRunner } from '../src/server/kernel/jobs/job-runner';
import { createMailer } from '../src/server/kernel/mail/mailer';
import { unlimitedRateLimits } from './unlimited-rate-limits';
import { createLocalDiskStorage, storageRoot } from '../src/server/kernel/storage/storage';
import { sql } from 'drizzle-orm';
import pino from 'pino';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const app = await buildApp({
  config,
  database,
  storage: createLocalDiskStorage(storageRoot(config.dataDir)),
  mailer: createMailer({ smtpUrl: undefined, from: config.mailFrom, log: pino({ level: 'silent' }) }),
  // Jobs can be written (a mail the routes queue); no worker runs in a bench.
  jobs: await startJobRunner(database, config, pino({ level: 'silent' }), { schedule: false }),
  rateLimits: unlimitedRateLimits,
});
const yardstick = { config: { access: 'public', rateLimit: unlimitedRateLimits.searchPerClient } } as const;
app.get('/api/bench/bare', yardstick, async () => ({ ok: true }));
app.get('/api/bench/select-1', yardstick, async () => {
  await app.db.execute(sql`select 1`);
  return { ok: true };
});
await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => {
  void app.close().then(() => app.jobs.stop()).then(() => database.close()).then(() => process.exit(0));
});
