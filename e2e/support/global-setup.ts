import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    chromiumPath: string | null;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become ready within 60 s:\n${log()}`);
}

/** Builds the real app, starts it on a free port with a fresh DATA_DIR, and stops it afterwards. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  project.provide('chromiumPath', chromiumPath);
  if (!chromiumPath) {
    console.warn(
      '\n[e2e] SKIPPED: no Chromium found (looked at CHROMIUM_PATH, /usr/bin/chromium). ' +
        'Install it with `apt-get install chromium` to run the end-to-end tests.\n',
    );
    project.provide('baseURL', '');
    project.provide('dataDir', '');
    return;
  }

  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'haven-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      DATABASE_URL: '',
      SMTP_URL: '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'e2e-admin',
      ADMIN_PASSWORD: 'e2e-admin-password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  await waitForReady(baseURL, child, () => output);

  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);

  return async () => {
    // Graceful shutdown: SIGTERM must close the server and the database and exit with 0.
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    const code = await exited;
    await rm(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`The server did not shut down cleanly on SIGTERM (exit code ${code}):\n${output.slice(-2000)}`);
  };
}
