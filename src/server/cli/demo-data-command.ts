import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../boot';
import { loadConfig } from '../kernel/config';
import { removeDemoData } from '../demo-data/remove-demo-data';
import { DemoDataError, hasDemoData, seedDemoData } from '../demo-data/seed';
import { configuredStorage } from '../kernel/storage/configured-storage';
import { CliError, parseCommandLine, type CliCommand, type CliContext } from './run-cli';

const usage = `Usage: npm run demo-data            load the demo data set
       npm run demo-data -- --remove  remove every demo row and demo file

Uses the configured database (DATABASE_URL, or the embedded database in DATA_DIR).
With the embedded database, stop a running server first.`;

async function demoData(context: CliContext): Promise<void> {
  const { values } = parseCommandLine(usage, () =>
    parseArgs({
      args: [...context.args],
      options: { remove: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    }),
  );
  if (values.help) {
    context.print(usage);
    return;
  }
  const config = loadConfig(context.env);
  if (!values.remove && config.isProduction) {
    // The demo victim has a published password; it has no place on a live install.
    throw new CliError('Demo data is not loaded in production (NODE_ENV=production).');
  }

  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const storage = configuredStorage(config);
    if (values.remove) {
      const removed = await removeDemoData({ db: database.db, storage });
      context.print(
        `Removed demo data: ${removed.incidents} incidents, ${removed.platforms} platforms, ${removed.accounts} accounts, ` +
          `${removed.applications} applications, ${removed.messages} messages, ${removed.documents} documents ` +
          `(${removed.files} files), ${removed.moneyTrails} money trails, ${removed.payoutRequests} payout requests.`,
      );
      if (removed.keptPlatforms.length > 0) {
        context.print(`Kept because real reports refer to them: ${removed.keptPlatforms.join(', ')}.`);
      }
      return;
    }
    if (await hasDemoData(database.db)) {
      throw new CliError('Demo data is already loaded. To start over: npm run demo-data -- --remove, then npm run demo-data.');
    }
    const seeded = await seedDemoData({ db: database.db, storage, onlyIfEmpty: false, dataEncryptionKey: config.dataEncryptionKey });
    if (!seeded) throw new CliError('Demo data was not loaded.');
    context.print('Demo data loaded.');
    context.print(`Victim sign-in: ${seeded.victimEmail} / ${seeded.victimPassword}`);
    context.print(
      seeded.adminPassword
        ? `Admin sign-in: ${seeded.adminUsername} / ${seeded.adminPassword} (shown once; change it with npm run create-admin -- ${seeded.adminUsername})`
        : `Admin: the existing account "${seeded.adminUsername}".`,
    );
  } finally {
    await database.close();
  }
}

/** `npm run demo-data [-- --remove]` (src/server/cli/demo-data.ts). */
export const demoDataCommand: CliCommand = { run: demoData, expectedErrors: [DemoDataError] };
