import { parseArgs } from 'node:util';
import { BackupError, writeBackup } from '../backup/backup';
import { restoreBackup } from '../backup/restore';
import { loadConfig } from '../kernel/config';
import { CliError, parseCommandLine, type CliCommand, type CliContext } from './run-cli';

const backupUsage = `Usage: npm run backup -- --out FILE

Writes one archive (tar.gz) with a consistent dump of the configured database (DATABASE_URL, or
the embedded database in DATA_DIR: stop the server first) and every stored file, with a manifest of
SHA-256 sums. The data encryption key is not in it: keep that apart.`;

const restoreUsage = `Usage: npm run restore -- FILE

Brings a backup back into an empty database (DATABASE_URL, or an empty DATA_DIR) and empty file
storage, checking every file against the manifest first.`;

export const backupCommand: CliCommand = {
  expectedErrors: [BackupError],
  async run(context: CliContext) {
    const { values } = parseCommandLine(backupUsage, () =>
      parseArgs({ args: [...context.args], options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }),
    );
    if (values.help) return context.print(backupUsage);
    if (!values.out) throw new CliError(`Say where to write the backup.\n\n${backupUsage}`);
    await writeBackup(loadConfig(context.env), values.out, context.print);
  },
};

export const restoreCommand: CliCommand = {
  expectedErrors: [BackupError],
  async run(context: CliContext) {
    const { values, positionals } = parseCommandLine(restoreUsage, () =>
      parseArgs({ args: [...context.args], allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } }),
    );
    if (values.help) return context.print(restoreUsage);
    if (positionals.length !== 1) throw new CliError(`Name one backup file.\n\n${restoreUsage}`);
    await restoreBackup(loadConfig(context.env), positionals[0]!, context.print);
  },
};
