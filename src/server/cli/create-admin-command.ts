import { parseArgs } from 'node:util';
import { STAFF_PASSWORD_MIN_LENGTH } from '@shared/limits';
import { openConfiguredDatabase } from '../boot';
import { loadConfig } from '../kernel/config';
import { ensureAdmin } from '../features/auth/ensure-admin';
import { checkStaffPassword } from '../features/auth/staff-password-strength';
import { promptHidden } from './prompt-hidden';
import { CliError, parseCommandLine, type CliCommand, type CliContext } from './run-cli';
import { systemClock } from '../dependencies';

const usage = `Usage: npm run create-admin -- <username>

Creates the admin account, or sets a new password when it already exists.
The password is read from ADMIN_PASSWORD, or asked for (hidden) when run in a terminal.`;

async function readPassword(context: CliContext, minLength: number): Promise<string> {
  const fromEnv = context.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!context.interactive) {
    throw new CliError('Set ADMIN_PASSWORD, or run this command in a terminal to type the password.');
  }
  const password = await promptHidden(`Password (at least ${minLength} characters): `);
  const again = await promptHidden('Same password again: ');
  if (password !== again) throw new CliError('The two passwords differ; nothing was changed.');
  return password;
}

async function createAdmin(context: CliContext): Promise<void> {
  const { positionals, values } = parseCommandLine(usage, () =>
    parseArgs({
      args: [...context.args],
      options: { help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    }),
  );
  if (values.help) {
    context.print(usage);
    return;
  }
  const username = positionals[0]?.trim();
  if (!username || positionals.length > 1) throw new CliError(usage);
  if (username.length < 3) throw new CliError('The admin username must be at least 3 characters.');

  // ADMIN_PASSWORD alone is this command's input, not the boot pair ADMIN_USERNAME/ADMIN_PASSWORD.
  const config = loadConfig({ ...context.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
  const password = await readPassword(context, STAFF_PASSWORD_MIN_LENGTH);
  // The staff rules (12 characters, not guessable), checked here before the database opens so the
  // refusal reads as a message, not a crash.
  const refusal = checkStaffPassword(password, { username });
  if (refusal) throw new CliError(`${refusal} Nothing was changed.`);

  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const outcome = await ensureAdmin({ db: database.db, clock: systemClock }, { username, password, staffRules: true });
    context.print(outcome === 'created' ? `Admin "${username}" created.` : `Password of admin "${username}" updated.`);
  } finally {
    await database.close();
  }
}

/** `npm run create-admin -- <username>` (src/server/cli/create-admin.ts). */
export const createAdminCommand: CliCommand = { run: createAdmin };
