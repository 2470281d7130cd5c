// `npm run bench:search`: how much of the server's throughput the search keeps next to two
// yardsticks on the same server (a bare JSON route, and a route that runs one `SELECT 1` through the
// same pool: the limit of any request that needs the database), the search's latency at a fixed
// rate, and how long a victim waits from Enter to the result cards in Chromium.
//
// The load generator, Node and the database share this machine's two cores, so a closed loop's
// latency measures the queue it builds. Throughput is compared instead: each ratio is the median of
// rounds of closed-loop runs side by side (the machine drifts; runs side by side cancel most of it;
// each round changes which goes first), and latency is taken at a fixed 2,000 requests a second
// (see `fixedRate` in ./load.ts for what autocannon's fixed rate does). Goals, on PostgreSQL with
// 1,000,000 incidents: search/bare at least 0.5, search/SELECT 1 at least 0.85, p99 at 2,000 req/s
// at most 15 ms. The last line is the search/SELECT 1 ratio.
//
// Environment:
//   DATABASE_URL      a PostgreSQL server: the bench creates a database of its own on it and drops it
//                     afterwards (the one named is only used to connect). Without it, PGlite.
//   BENCH_INCIDENTS   incidents to fill in (1,000,000 on PostgreSQL, 100,000 on PGlite)
//   BENCH_SECONDS     seconds per measured run (10), after a 5-s warm-up for the first of each kind
//   BENCH_RATE_CONNECTIONS  connections for the fixed-rate run (32)
//   BENCH_SMOKE=1     a quick check that the bench works, not a measurement: 20,000 incidents, 2-s
//                     runs, 1-s warm-ups, and no build (Chromium uses dist/ as it is, if there)
//   BENCH_ONLY=search skips the yardsticks, for profiling the search path alone (ratios read 1.00)
//   BENCH_PROFILE     a directory for the server's CPU profile; its summary (where the time went,
//                     by the code that spent it) is printed at the end
import { fork, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error -- a plain .mjs helper shared with `npm start`
import { buildIsStale } from '../scripts/build-state.mjs';
import { enterToCards } from './enter-to-cards';
import { benchEmail } from './fill-incidents';
import { CLOSED_LOOP_CONNECTIONS, closedLoop, fixedRate, type Load } from './load';
import { prepareDatabase } from './prepare-database';
import { summariseProfiles } from './profile-summary';

const GOAL_RATIO = 0.5;
const GOAL_SELECT_ONE_RATIO = 0.85;
const GOAL_P99_MS = 15;
const GOAL_INCIDENTS = 1_000_000;
const FIXED_RATE = 2_000;
/**
 * Enough to keep 2,000 a second going when answers slow down. Each connection sends its share of a
 * second back to back, so this is also how many requests are in flight at the top of each second,
 * and the latency grows with it (see ./load.ts).
 */
const fixedRateConnections = Number(process.env.BENCH_RATE_CONNECTIONS ?? 32);
const ROUNDS = 3;

const smoke = process.env.BENCH_SMOKE === '1';
const serverUrl = process.env.DATABASE_URL;
const count = Number(process.env.BENCH_INCIDENTS ?? (smoke ? 20_000 : serverUrl ? GOAL_INCIDENTS : 100_000));
const seconds = Number(process.env.BENCH_SECONDS ?? (smoke ? 2 : 10));
const warmUpSeconds = smoke ? 1 : 5; // the search kept speeding up over the first seconds
const searchOnly = process.env.BENCH_ONLY === 'search';
const port = 3900 + Math.floor(Math.random() * 90);

const thousands = (n: number) => Math.round(n).toLocaleString('en-US');
const problems = (l: Load) => (l.errors || l.non2xx ? ` (errors ${l.errors}, non-2xx ${l.non2xx})` : '');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (!smoke && buildIsStale()) {
  console.log('building the app first…');
  if (spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

const dataDir = await mkdtemp(join(tmpdir(), 'haven-bench-'));
const { env, queriesRun, cleanup } = await prepareDatabase({ serverUrl, dataDir, count });
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
  const database = `${serverUrl ? 'PostgreSQL' : 'PGlite'}, ${thousands(count)} incidents`;
  console.log(`database: ${database}${smoke ? ' (smoke run: the figures mean nothing)' : ''}`);

  // Each search asks for another address, two incidents each; the sequence runs on across runs.
  const emails = Math.floor(count / 2);
  let searches = 0;
  const searchPath = () => `/api/search?email=${encodeURIComponent(benchEmail((searches++ * 7919) % emails))}`;
  const loadOptions = { port, seconds };

  console.log(`median of ${ROUNDS} rounds of closed-loop runs side by side (${CLOSED_LOOP_CONNECTIONS} connections, ${seconds} s each):`);
  const bareRatios: number[] = [];
  const selectOneRatios: number[] = [];
  let queriesPerSearch: number | undefined;
  const kinds = { search: searchPath, bare: () => '/api/bench/bare', 'SELECT 1': () => '/api/bench/select-1' } as const;
  type Kind = keyof typeof kinds;
  for (let round = 1; round <= ROUNDS; round++) {
    const first = round === 1;
    // Each round starts with another of the three, so none always runs on the freshest machine.
    const order = (['search', 'bare', 'SELECT 1'] as Kind[]).map((_, i, all) => all[(i + round - 1) % all.length]!);
    const loads = {} as Record<Kind, Load>;
    for (const kind of order) {
      if (searchOnly && kind !== 'search') continue;
      const queriesBefore = first && kind === 'search' ? await queriesRun?.() : undefined;
      loads[kind] = await closedLoop({ ...loadOptions, path: kinds[kind], warmUpSeconds: first ? warmUpSeconds : 0 });
      // Searches that arrive together share a query, so this is well under one under load.
      if (queriesBefore !== undefined) queriesPerSearch = ((await queriesRun!()) - queriesBefore) / loads.search.requests;
    }
    const search = loads.search;
    const bare = loads.bare ?? search;
    const selectOne = loads['SELECT 1'] ?? search;
    bareRatios.push(search.requestsPerSecond / bare.requestsPerSecond);
    selectOneRatios.push(search.requestsPerSecond / selectOne.requestsPerSecond);
    console.log(
      `  round ${round}: search ${thousands(search.requestsPerSecond)} req/s${problems(search)}, bare ${thousands(bare.requestsPerSecond)} req/s${problems(bare)}, ` +
        `SELECT 1 ${thousands(selectOne.requestsPerSecond)} req/s${problems(selectOne)}; search/bare ${bareRatios.at(-1)!.toFixed(2)}, search/SELECT 1 ${selectOneRatios.at(-1)!.toFixed(2)}`,
    );
  }
  const ratio = median(bareRatios);
  const selectOneRatio = median(selectOneRatios);

  const steady = await fixedRate({ ...loadOptions, path: searchPath, warmUpSeconds, rate: FIXED_RATE, connections: fixedRateConnections });
  console.log(`search at ${thousands(FIXED_RATE)} req/s: p50 ${steady.p50} ms, p99 ${steady.p99} ms`);
  // autocannon drops what a connection could not send within its second, so a short rate is the
  // coordinated omission: the latencies above then leave out the requests that would have waited.
  const rateReached = steady.requestsPerSecond >= FIXED_RATE * 0.98 && !steady.errors && !steady.non2xx;
  if (!rateReached) {
    console.log(`  the rate was not held: ${thousands(steady.requestsPerSecond)} req/s on ${fixedRateConnections} connections${problems(steady)}`);
  }

  if (queriesPerSearch !== undefined) console.log(`database queries per search: ${queriesPerSearch.toFixed(3)}`);
  const browserTimings = existsSync('dist/web/index.html') ? await enterToCards(port) : undefined;
  if (browserTimings === undefined) {
    console.log('Chromium, Enter to result cards: skipped (no build in dist/web)');
  } else if (browserTimings) {
    console.log(`Chromium, Enter to result cards for demo@example.com: median ${median(browserTimings).toFixed(0)} ms (runs: ${browserTimings.map((t) => t.toFixed(0)).join(', ')} ms)`);
  } else {
    console.log('Chromium, Enter to result cards: skipped (no Chromium found)');
  }

  const onGoalSetup = Boolean(serverUrl) && count >= GOAL_INCIDENTS;
  const note = onGoalSetup ? '' : ` (on ${database}; the goals are for PostgreSQL with ${thousands(GOAL_INCIDENTS)})`;
  console.log(`goal, search/bare ratio at least ${GOAL_RATIO}: ${ratio >= GOAL_RATIO ? 'met' : 'not met'}${note}`);
  console.log(`goal, p99 at ${thousands(FIXED_RATE)} req/s at most ${GOAL_P99_MS} ms: ${rateReached && steady.p99 <= GOAL_P99_MS ? 'met' : 'not met'}${note}`);
  console.log(`goal, search/SELECT 1 ratio at least ${GOAL_SELECT_ONE_RATIO}: ${selectOneRatio >= GOAL_SELECT_ONE_RATIO ? 'met' : 'not met'}${note}`);
  console.log(`search/bare ratio: ${ratio.toFixed(2)}`);
  console.log(`search/SELECT 1 ratio: ${selectOneRatio.toFixed(2)}`);
} finally {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  await cleanup();
  await rm(dataDir, { recursive: true, force: true });
}
if (process.env.BENCH_PROFILE) console.log(await summariseProfiles(process.env.BENCH_PROFILE));
