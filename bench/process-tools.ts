// What the benches that run the server in a process of their own share: the production build
// started as `npm start` starts it, on a free port, and its resident memory read from /proc (Linux).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
// @ts-expect-error -- a plain .mjs helper shared with `npm start`
import { serverNodeFlags } from '../scripts/server-node-flags.mjs';

// One way to find a free port and read a process's memory, shared with the tests that start the
// server in a process of its own.
export { freePort, rssMb } from '../src/server/test/server-process';

/** Builds dist/server (a second or two); the benches run what production runs. */
export function buildServer(): void {
  if (spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' }).status !== 0) throw new Error('npm run build:server failed');
}

/**
 * `dist/server/main.js` in production mode with the flags `npm start` gives it, the bench's own
 * secrets and `env` over them; resolves once it answers its health check (migrations run first).
 */
export async function startBenchServer(options: { port: number; dataDir: string; env: Record<string, string> }): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...serverNodeFlags, 'dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'b'.repeat(40),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      ...options.env,
    },
    stdio: 'inherit',
  });
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await fetch(`http://127.0.0.1:${options.port}/api/health`).then((r) => r.ok, () => false)) return child;
    if (tries > 600) throw new Error('the server did not start within a minute');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops a bench server that is still running (SIGTERM) and waits until it has exited. */
export async function stopBenchServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}
