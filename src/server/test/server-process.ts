import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A process's resident memory now, in MB (Linux); NaN once it has gone. */
export function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  /** The exit code once it has exited, else null. */
  exitCode: () => number | null;
  exited: Promise<number | null>;
  close: () => Promise<void>;
};

/**
 * The real server (src/server/main.ts under tsx) in a process of its own, on the embedded database
 * in a fresh DATA_DIR and a free port, under the production heap ceiling; resolves once it answers
 * its health check. For what only a real process shows: memory, signals, sockets.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'haven-process-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-old-space-size=128', '--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', DEMO_DATA: 'false', DATABASE_URL: '', ...env },
    stdio: 'ignore',
  });
  let code: number | null = null;
  const exited = new Promise<number | null>((resolve) => child.on('exit', (exit, signal) => resolve((code = exit ?? (signal ? -1 : null)))));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (code !== null) throw new Error(`the server exited with ${code}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    if (tries > 1500) throw new Error('the server did not start within two and a half minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    port,
    url,
    exitCode: () => code,
    exited,
    close: async () => {
      if (code === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
