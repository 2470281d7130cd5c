import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../boot';
import { loadConfig } from '../kernel/config';
import { AppError } from '../kernel/errors';
import { resetStaffSecondFactor } from '../features/auth/second-factor/reset-second-factor';
import { CliError, parseCommandLine, type CliCommand, type CliContext } from './run-cli';
import { systemClock } from '../dependencies';

const usage = `Usage: npm run reset-second-factor -- <username>

Removes a staff member's authenticator app, passkeys and recovery codes and ends their sessions,
for when no other admin can do it from the Staff page (the only admin lost their phone and codes).
Where a second factor is required, their next sign-in sets up a new one. It is written to the
audit log as done from the command line.`;

async function resetSecondFactor(context: CliContext): Promise<void> {
  const { positionals, values } = parseCommandLine(usage, () =>
    parseArgs({ args: [...context.args], options: { help: { type: 'boolean', short: 'h' } }, allowPositionals: true }),
  );
  if (values.help) {
    context.print(usage);
    return;
  }
  const username = positionals[0]?.trim();
  if (!username || positionals.length > 1) throw new CliError(usage);
  const config = loadConfig({ ...context.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const { username: reset } = await resetStaffSecondFactor({ db: database.db, clock: systemClock }, {
      account: { username },
      // The command line is for the one admin who lost every way in: someone at the server itself.
      by: { actor: { type: 'system', label: 'npm run reset-second-factor' } },
    });
    context.print(`The second factor of "${reset}" was removed and their sessions ended.`);
  } finally {
    await database.close();
  }
}

/** `npm run reset-second-factor -- <username>` (src/server/cli/reset-second-factor.ts). */
export const resetSecondFactorCommand: CliCommand = { run: resetSecondFactor, expectedErrors: [AppError] };
