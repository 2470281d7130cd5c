import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../project-path';

const run = promisify(execFile);
let dataDir: string;

/** Runs a command as `npm run` would, on its own embedded database in a temporary DATA_DIR. */
async function cli(script: string, args: string[] = [], env: Record<string, string> = {}) {
  const { DATABASE_URL: _ignored, ADMIN_USERNAME: _u, ADMIN_PASSWORD: _p, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await run(
      projectPath('node_modules/.bin/tsx'),
      [projectPath(`src/server/cli/${script}.ts`), ...args],
      { env: { ...inherited, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }, cwd: projectPath('.') },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'haven-cli-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run demo-data', () => {
  it('loads, refuses a second load, and removes', async () => {
    const loaded = await cli('demo-data');
    expect(loaded.code).toBe(0);
    expect(loaded.stdout).toContain('Victim sign-in: demo@example.com / harbour-lantern-2026');
    expect(loaded.stdout).toMatch(/Admin sign-in: admin \/ \S{20,}/);
    expect(await readdir(join(dataDir, 'uploads', 'demo'))).toHaveLength(3);

    const again = await cli('demo-data');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Demo data is already loaded');

    const removed = await cli('demo-data', ['--remove']);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain('Removed demo data: 13 incidents');
    expect(await readdir(join(dataDir, 'uploads', 'demo'))).toHaveLength(0);
  }, 60_000);

  it('refuses to load in production', async () => {
    const result = await cli('demo-data', [], {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('not loaded in production');
  }, 30_000);
});

describe('npm run create-admin', () => {
  it('creates then updates an admin from ADMIN_PASSWORD, and rejects a short one', async () => {
    expect((await cli('create-admin', ['carol'], { ADMIN_PASSWORD: 'short' })).stderr).toContain('at least 8 characters');
    const common = await cli('create-admin', ['carol'], { ADMIN_PASSWORD: 'password123' });
    expect(common).toMatchObject({ code: 1, stdout: '' });
    expect(common.stderr).toContain('This password is too common. Please choose one that is harder to guess.');
    const created = await cli('create-admin', ['carol'], { ADMIN_PASSWORD: 'a-long-password' });
    expect(created).toMatchObject({ code: 0, stdout: 'Admin "carol" created.\n' });
    const updated = await cli('create-admin', ['carol'], { ADMIN_PASSWORD: 'another-long-password' });
    expect(updated.stdout).toBe('Password of admin "carol" updated.\n');
  }, 60_000);

  it('explains itself without a username', async () => {
    const result = await cli('create-admin');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Usage: npm run create-admin -- <username>');
  }, 30_000);
});
