// `npm run bench:search`: how fast the search answers under load, next to a bare JSON route of the
// same server, and how long a victim waits from Enter to the result cards in Chromium.
import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { chromium } from 'playwright-core';
import { findChromium } from '../e2e/support/chromium';
import { openDatabase, type Database } from '../src/server/db/client';
import { seedDemoData } from '../src/server/demo-data/seed';
import { ensureDefaultSettings } from '../src/server/features/settings/queries';
import { createLocalDiskStorage, storageRoot } from '../src/server/storage/storage';
// @ts-expect-error -- a plain .mjs helper shared with `npm start`
import { buildIsStale } from '../scripts/build-state.mjs';
import { benchEmail, fillIncidents } from './fill-incidents';

const serverUrl = process.env.DATABASE_URL;
const count = Number(process.env.BENCH_INCIDENTS ?? (serverUrl ? 1_000_000 : 100_000));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = 3900 + Math.floor(Math.random() * 90);

type Prepared = {
  env: Record<string, string>;
  /** Queries (transactions) the database has run so far, PostgreSQL only. */
  queriesRun?: () => Promise<number>;
  cleanup: () => Promise<void>;
};

async function prepareDatabase(dataDir: string): Promise<Prepared> {
  let database: Database;
  let env: Record<string, string>;
  let cleanup = async () => {};
  let queriesRun: Prepared['queriesRun'];
  if (serverUrl) {
    const name = `haven_bench_${randomBytes(4).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    env = { DATABASE_URL: url.toString() };
    const stats = postgres(serverUrl, { max: 1, onnotice: () => {} });
    queriesRun = async () => {
      // Statistics reach the view when a backend reports them, at most a second late.
      await new Promise((r) => setTimeout(r, 1500));
      const [row] = await stats`select xact_commit + xact_rollback as n from pg_stat_database where datname = ${name}`;
      return Number(row!.n);
    };
    cleanup = async () => {
      await stats.end();
      const c = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await c.unsafe(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir });
    env = { DATABASE_URL: '' };
  }
  await database.migrate();
  await ensureDefaultSettings(database.db);
  await seedDemoData({ db: database.db, storage: createLocalDiskStorage(storageRoot(dataDir)), onlyIfEmpty: true });
  const started = Date.now();
  await fillIncidents(database.db, count);
  console.log(`filled ${count.toLocaleString('en-US')} incidents in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind})`);
  await database.close();
  return { env, queriesRun, cleanup };
}

type Load = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number; requests: number };

async function load(path: (n: number) => string): Promise<Load> {
  let n = 0;
  const run = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 64,
      duration,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path(n++) }) }],
    });
  const warmUp = await run(2); // warm-up: JIT, connection pool, caches
  const result = await run(seconds);
  return {
    requests: warmUp.requests.total + result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function enterToCards(): Promise<number[] | null> {
  const executablePath = findChromium();
  if (!executablePath) return null;
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  const timings: number[] = [];
  try {
    for (let i = 0; i < 6; i++) {
      const page = await (await browser.newContext()).newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      const field = page.getByLabel('Your e-mail address');
      await field.fill('demo@example.com');
      // Measured inside the page: from the Enter keydown to the first case reference in #search.
      await page.evaluate(() => {
        const w = window as unknown as { benchStart?: number; benchEnd?: number };
        document.addEventListener('keydown', (e) => { if (e.key === 'Enter') w.benchStart = performance.now(); }, true);
        new MutationObserver(() => {
          if (w.benchStart !== undefined && w.benchEnd === undefined && /FR-\d{6}/.test(document.getElementById('search')?.textContent ?? '')) {
            w.benchEnd = performance.now();
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await field.press('Enter');
      await page.waitForFunction(() => (window as unknown as { benchEnd?: number }).benchEnd !== undefined, null, { timeout: 10_000 });
      const ms = await page.evaluate(() => {
        const w = window as unknown as { benchStart: number; benchEnd: number };
        return w.benchEnd - w.benchStart;
      });
      if (i > 0) timings.push(ms); // the first run also loads the page's code; it is a warm-up
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
  return timings.sort((a, b) => a - b);
}

const fmt = (l: Load) =>
  `${Math.round(l.requestsPerSecond).toLocaleString('en-US')} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms` +
  (l.errors || l.non2xx ? ` (errors ${l.errors}, non-2xx ${l.non2xx})` : '');

if (buildIsStale()) {
  console.log('building the app first…');
  if (spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

const dataDir = await mkdtemp(join(tmpdir(), 'haven-bench-'));
const { env, queriesRun, cleanup } = await prepareDatabase(dataDir);
const server = fork('bench/search-server.ts', [], {
  execArgv: ['--import', 'tsx', ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : [])],
  env: { ...process.env, ...env, NODE_ENV: 'production', SESSION_SECRET: 'b'.repeat(40), DATA_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'), DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'silent', DEMO_DATA: 'false' },
  stdio: 'inherit',
});
try {
  await new Promise<void>((resolve, reject) => {
    server.once('message', () => resolve());
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const emails = Math.floor(count / 2);
  const queriesBefore = await queriesRun?.();
  const search = await load((n) => `/api/search?email=${encodeURIComponent(benchEmail((n * 7919) % emails))}`);
  const queriesAfter = await queriesRun?.();
  // BENCH_ONLY=search skips the yardstick, for profiling the search path alone.
  const bare = process.env.BENCH_ONLY === 'search' ? search : await load(() => '/api/bench/bare');
  const browserTimings = await enterToCards();

  console.log(`database: ${serverUrl ? 'PostgreSQL' : 'PGlite'}, ${count.toLocaleString('en-US')} incidents, 64 connections, ${seconds} s per route`);
  console.log(`search  /api/search?email=…  ${fmt(search)}`);
  console.log(`bare    /api/bench/bare      ${fmt(bare)}`);
  if (queriesBefore !== undefined && queriesAfter !== undefined) {
    // Searches that arrive together share a query, so this is well under one under load.
    console.log(`database queries per search: ${((queriesAfter - queriesBefore) / search.requests).toFixed(3)}`);
  }
  if (browserTimings) {
    const median = browserTimings[Math.floor(browserTimings.length / 2)]!;
    console.log(`Chromium, Enter to result cards for demo@example.com: median ${median.toFixed(0)} ms (runs: ${browserTimings.map((t) => t.toFixed(0)).join(', ')} ms)`);
  } else {
    console.log('Chromium, Enter to result cards: skipped (no Chromium found)');
  }
  console.log(`search/bare ratio: ${(search.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await cleanup();
  await rm(dataDir, { recursive: true, force: true });
}
