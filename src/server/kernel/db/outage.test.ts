import { fork, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../project-path';
import { testServerUrl } from '../../test/database';
import { startTcpProxy, throughProxy as urlThroughProxy } from '../../test/tcp-proxy';
import { waitUntil } from '../../test/wait-until';

type Counts = { ok: number; failed: number };

const serverUrl = testServerUrl();

// Only the 'postgres' project has a server to cut; the driver under test is postgres.js, not PGlite.
describe.skipIf(!serverUrl)('PostgreSQL connections dropping under load', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    const target = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await proxy.close();
  });

  it('the process survives a few seconds without connections, and its queries succeed again afterwards', async () => {
    const throughProxy = urlThroughProxy(serverUrl!, proxy);

    const running = fork(projectPath('src/server/kernel/db/outage-child.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, OUTAGE_DATABASE_URL: throughProxy },
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    child = running;
    let stderr = '';
    running.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let counts: Counts = { ok: 0, failed: 0 };
    running.on('message', (message) => (counts = message as Counts));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      running.on('exit', (code, signal) => resolve({ code, signal })),
    );
    let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    void exited.then((value) => (exit = value));
    const alive = () => {
      if (exit) throw new Error(`the process ended (code ${exit.code}, signal ${exit.signal}):\n${stderr}`);
    };

    await waitUntil('queries to run through the proxy', async () => (alive(), counts.ok >= 200));

    // Cut three times under load: each cut catches writes and transactions at a different point.
    for (let cut = 0; cut < 3; cut++) {
      proxy.cutAll();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      alive();
      proxy.restore();
      const before = counts.ok;
      await waitUntil('queries to succeed again after the connections came back', async () => (alive(), counts.ok >= before + 200), 20_000);
    }
    expect(counts.failed).toBeGreaterThan(0);

    running.send('stop');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(stderr).not.toMatch(/TypeError/);
  }, 120_000);
});
