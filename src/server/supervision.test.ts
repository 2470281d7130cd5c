import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { projectPath } from './kernel/project-path';
import { waitUntil } from './test/wait-until';

// scripts/supervise.mjs, the restart policy of `npm start` and `npm run worker`, run as they run
// it, around a stand-in for the server: a process that reports its pid and stops on SIGTERM.
const dir = mkdtempSync(join(tmpdir(), 'haven-supervise-'));
const childPath = join(dir, 'child.mjs');
const runnerPath = join(dir, 'runner.mjs');
writeFileSync(
  childPath,
  `const mode = process.env.CHILD_MODE;
if (mode === 'crash') process.exit(1);
if (mode === 'config') process.exit(78);
if (mode === 'done') process.exit(0);
console.log('PID ' + process.pid);
process.on('SIGTERM', () => { console.log('TERM ' + process.pid); process.exit(0); });
setInterval(() => {}, 1000);
`,
);
writeFileSync(
  runnerPath,
  `import { supervise } from ${JSON.stringify(pathToFileURL(projectPath('scripts/supervise.mjs')).href)};
process.exitCode = await supervise({
  name: 'Test server',
  command: process.execPath,
  args: [${JSON.stringify(childPath)}],
  policy: { firstDelayMs: 50, maxCrashes: 3, windowMs: 10000, stopTimeoutMs: 5000 },
  log: (line) => console.log('LOG ' + line),
});
`,
);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runSupervisor(mode?: string) {
  const runner: ChildProcess = spawn(process.execPath, [runnerPath], {
    env: { ...process.env, ...(mode ? { CHILD_MODE: mode } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  runner.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => runner.on('exit', (code) => resolve(code)));
  const pids = () => [...output.matchAll(/^PID (\d+)$/gm)].map((match) => Number(match[1]));
  return { runner, exited, output: () => output, pids };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start / npm run worker supervision (scripts/supervise.mjs)', () => {
  it('starts a killed process again, and a SIGTERM to the supervisor stops it for good', async () => {
    const run = runSupervisor();
    const [first] = await waitUntil('the process to start', async () => (run.pids().length === 1 ? run.pids() : undefined));
    process.kill(first!, 'SIGKILL');
    const second = await waitUntil('the process to be started again', async () => run.pids()[1]);
    expect(second).not.toBe(first);
    expect(run.output()).toMatch(/LOG Test server was killed by SIGKILL after [\d.]+ s; starting it again in 0\.1 s \(crash 1 of at most 3/);

    run.runner.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain(`TERM ${second}`);
    expect(isAlive(second)).toBe(false);
    expect(run.pids()).toHaveLength(2);
  });

  it('leaves a process that keeps crashing stopped, and says so', async () => {
    const run = runSupervisor('crash');
    expect(await run.exited).toBe(1);
    expect(run.output().match(/starting it again/g)).toHaveLength(3);
    expect(run.output()).toMatch(/exited with code 1 after [\d.]+ s: 4 crashes within 10 s, so it is left stopped/);
  });

  it('does not restart a process that stopped normally or cannot start with its configuration', async () => {
    const done = runSupervisor('done');
    expect(await done.exited).toBe(0);
    expect(done.output()).not.toContain('starting it again');

    const config = runSupervisor('config');
    expect(await config.exited).toBe(78);
    expect(config.output()).toContain('cannot start with this configuration');
    expect(config.output()).not.toContain('starting it again');
  });

  it('is what npm start and npm run worker run the server and the worker under', () => {
    for (const [script, entry] of [
      ['scripts/start.mjs', 'dist/server/main.js'],
      ['scripts/worker.mjs', 'dist/server/worker.js'],
    ] as const) {
      const source = readFileSync(projectPath(script), 'utf8');
      expect(source).toMatch(new RegExp(`await supervise\\(\\{[^}]*args: \\[\\.\\.\\.serverNodeFlags, '${entry}'\\]`));
      expect(source).not.toContain('spawnSync(process.execPath');
    }
  });
});
