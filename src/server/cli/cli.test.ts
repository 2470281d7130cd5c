import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../kernel/project-path';
import { cliForSuite } from '../test/cli-suite';
import { createAdminCommand } from './create-admin-command';
import { demoDataCommand } from './demo-data-command';

// The commands run in-process (a process of their own costs a second or two each); one test
// spawns the real entry point, as `npm run` would, to check the wiring around them.

const tsx = projectPath('node_modules/.bin/tsx');
const commandLine = cliForSuite('haven-cli-');
const cli = commandLine.run;

describe('npm run demo-data', () => {
  it('loads, refuses a second load, and removes', async () => {
    const loaded = await cli(demoDataCommand);
    expect(loaded.code).toBe(0);
    expect(loaded.stdout).toContain('Victim sign-in: demo@example.com / harbour-lantern-2026');
    expect(loaded.stdout).toMatch(/Admin sign-in: admin \/ \S{20,}/);
    expect(await readdir(join(commandLine.dataDir, 'uploads', 'demo'))).toHaveLength(3);

    const again = await cli(demoDataCommand);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Demo data is already loaded');

    const removed = await cli(demoDataCommand, ['--remove']);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain('Removed demo data: 13 incidents');
    expect(await readdir(join(commandLine.dataDir, 'uploads', 'demo'))).toHaveLength(0);
  }, 60_000);

  it('refuses to load in production', async () => {
    const result = await cli(demoDataCommand, [], {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('not loaded in production');
  });
});

describe('npm run create-admin', () => {
  it('creates then updates an admin from ADMIN_PASSWORD, and refuses a short or guessable one, saying why', async () => {
    expect((await cli(createAdminCommand, ['carol'], { ADMIN_PASSWORD: 'short' })).stderr).toContain('Staff passwords must be at least 12 characters.');
    const common = await cli(createAdminCommand, ['carol'], { ADMIN_PASSWORD: 'password1234' });
    expect(common).toMatchObject({ code: 1, stdout: '' });
    expect(common.stderr).toContain('This password is too common. Please choose one that is harder to guess.');
    for (const guessable of ['aaaaaaaaaaaa', 'caseworker12', 'Summer2026!!']) {
      const refused = await cli(createAdminCommand, ['carol'], { ADMIN_PASSWORD: guessable });
      expect(refused, guessable).toMatchObject({ code: 1, stdout: '' });
      expect(refused.stderr, guessable).toMatch(/easy to guess.*Nothing was changed/);
    }
    const created = await cli(createAdminCommand, ['carol'], { ADMIN_PASSWORD: 'velvet harbour lantern' });
    expect(created).toMatchObject({ code: 0, stdout: 'Admin "carol" created.\n' });
    const updated = await cli(createAdminCommand, ['carol'], { ADMIN_PASSWORD: 'quiet meadow lantern' });
    expect(updated.stdout).toBe('Password of admin "carol" updated.\n');
  }, 60_000);

  it('explains itself without a username', async () => {
    const result = await cli(createAdminCommand);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Usage: npm run create-admin -- <username>');
  });

  it('runs as its own process, as `npm run create-admin` does: it prints, succeeds and ends', async () => {
    const { stdout } = await promisify(execFile)(tsx, [projectPath('src/server/cli/create-admin.ts'), 'dave'], {
      env: commandLine.env({ ADMIN_PASSWORD: 'velvet harbour lantern' }),
      cwd: projectPath('.'),
    });
    expect(stdout).toBe('Admin "dave" created.\n');
  }, 60_000);
});
