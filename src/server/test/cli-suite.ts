import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { runCommand, type CliCommand } from '../cli/run-cli';
import { createServerDatabase, testServerUrl } from './database';

export type CliRun = { code: number; stdout: string; stderr: string };

/**
 * The command line for a suite's tests: commands run in-process as `npm run` would, with a
 * DATA_DIR of the suite's own and one database they share (DATA_DIR's embedded one, or one made on
 * the test server), made before the suite's first test and removed after its last. `dataDir` and
 * `env` are for a test, never the top of a file.
 */
export function cliForSuite(dataDirPrefix: string) {
  let dataDir = '';
  let databaseEnv: Record<string, string> = {};
  let dropDatabase = async () => {};

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), dataDirPrefix));
    const serverUrl = testServerUrl();
    if (serverUrl) {
      const database = await createServerDatabase(serverUrl);
      databaseEnv = { DATABASE_URL: database.url };
      dropDatabase = database.drop;
    }
  });
  afterAll(async () => {
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A development environment on the suite's DATA_DIR and database; the admin's variables are never inherited. */
  function env(extra: Record<string, string> = {}): Record<string, string | undefined> {
    const { DATABASE_URL: _d, ADMIN_USERNAME: _u, ADMIN_PASSWORD: _p, ...inherited } = process.env;
    return { ...inherited, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...databaseEnv, ...extra };
  }

  /** Runs a command as `npm run` would, with what it prints and its exit code. */
  async function run(command: CliCommand, args: string[] = [], extra: Record<string, string> = {}): Promise<CliRun> {
    let stdout = '';
    let stderr = '';
    const code = await runCommand(command, {
      args,
      env: env(extra),
      print: (text) => (stdout += `${text}\n`),
      printError: (text) => (stderr += `${text}\n`),
      interactive: false,
    });
    return { code, stdout, stderr };
  }

  return {
    get dataDir() {
      return dataDir;
    },
    env,
    run,
  };
}
