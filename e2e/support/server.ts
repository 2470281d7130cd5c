import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startTestSmtp } from '../../src/server/test/smtp';

export function freePort(): Promise<number> {
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

export type RunningServer = { baseURL: string; dataDir: string; stop: () => Promise<void> };

/**
 * The built app (dist/), started on a free port with a fresh DATA_DIR and the demo data. `env`
 * adds to or overrides the defaults: a journey that reads real mail gives it an SMTP_URL.
 * `hostName` is the name the browser uses: passkeys need a domain ('localhost'), never an IP address.
 */
export async function startBuiltServer(env: Record<string, string> = {}, options: { hostName?: string } = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'haven-e2e-'));
  const port = await freePort();
  const baseURL = `http://${options.hostName ?? '127.0.0.1'}:${port}`;
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
      // A journey reads the mail a case change sends at once, not after the production wait.
      CASE_NOTICE_DELAY_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  await waitForReady(baseURL, child, () => output);

  return {
    baseURL,
    dataDir,
    async stop() {
      // Graceful shutdown: SIGTERM must close the server and the database and exit with 0.
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const code = await exited;
      await rm(dataDir, { recursive: true, force: true });
      if (code !== 0) throw new Error(`The server did not shut down cleanly on SIGTERM (exit code ${code}):\n${output.slice(-2000)}`);
    },
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;

/**
 * A built server of the describe block's own, its mail going to an SMTP server in this process:
 * both started before the block's first test and stopped after its last. They are filled in by
 * then: read them in a test or a later hook.
 */
export function builtServerWithMailForSuite(): { server: RunningServer; smtp: TestSmtp } {
  const server = {} as RunningServer;
  const smtp = {} as TestSmtp;
  beforeAll(async () => {
    Object.assign(smtp, await startTestSmtp());
    Object.assign(server, await startBuiltServer({ SMTP_URL: smtp.url }));
  });
  afterAll(async () => {
    await server.stop?.();
    await smtp.close?.();
  });
  return { server, smtp };
}
