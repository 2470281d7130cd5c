// `npm run bench:reports`: the staff side's two heavy reads on a large caseload. First the CSV export
// of every incident (`GET /api/admin/export/incidents?format=csv`), streamed from a database cursor:
// how long the whole file takes and the server's peak resident memory meanwhile. Then each of the
// four reports over every incident: generate (counted in SQL) plus its PDF.
// Goals, on PostgreSQL with 1,000,000 incidents: the export in at most 10 s with the server under
// 200 MB; each report's PDF in at most 3 s. The last line is
// `csv 1M: X s, peak RSS Y MB; slowest report PDF: Z s`.
//
// The server is the production build (`dist/server/main.js`, built first: a second or two, run
// with the flags `npm start` gives it: scripts/server-node-flags.mjs) in a process of its own, reached over HTTP like a browser, so the memory measured is the server's as
// it runs in production (tsx, which bench:search uses, adds a compiler's worth of memory): the
// bench reads its VmRSS from /proc every 20 ms while the export runs, after a warm-up export.
//
// Environment:
//   DATABASE_URL      a PostgreSQL server: the bench creates a database of its own on it and drops it
//                     afterwards (the one named is only used to connect). Without it, PGlite.
//   BENCH_INCIDENTS   incidents to fill in (1,000,000 on PostgreSQL, 100,000 on PGlite)
//   BENCH_SMOKE=1     a quick check that the bench works, not a measurement: 20,000 incidents
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/server/kernel/db/client';
import { staffUsers } from '../src/server/kernel/db/schema/index';
import { createStaffSession } from '../src/server/features/auth/sessions';
import { reportTypes } from '../src/shared/reports/staff-schema';
import { fillStaffData } from './fill-staff-data';
import { prepareDatabase } from './prepare-database';
import { buildServer, freePort, rssMb, startBenchServer, stopBenchServer } from './process-tools';

const GOAL_INCIDENTS = 1_000_000;
const smoke = process.env.BENCH_SMOKE === '1';
const serverUrl = process.env.DATABASE_URL || undefined;
const count = Number(process.env.BENCH_INCIDENTS || (smoke ? 20_000 : serverUrl ? GOAL_INCIDENTS : 100_000));
if (!Number.isInteger(count) || count < 1) {
  console.error(`BENCH_INCIDENTS must be a whole number of at least 1 (got "${process.env.BENCH_INCIDENTS}")`);
  process.exit(1);
}

const thousands = (n: number) => n.toLocaleString('en-US');
const seconds = (ms: number) => (ms / 1000).toFixed(2);



/**
 * Lines in a stream, counted with Buffer.indexOf (memchr) rather than a JavaScript loop over 350 MB:
 * the bench shares the machine's two cores with the server and PostgreSQL, and a byte-by-byte
 * count took a second of them. The filled incidents hold no line break inside a cell, so lines are
 * records; if one ever did, the check against the list's total below would fail, not pass.
 */
async function countCsvRecords(body: ReadableStream<Uint8Array>): Promise<{ records: number; bytes: number }> {
  let records = 0;
  let bytes = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    bytes += buffer.length;
    for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) records++;
  }
  return { records, bytes };
}

const dataDir = await mkdtemp(join(tmpdir(), 'haven-bench-reports-'));
const prepared = await prepareDatabase({ serverUrl, dataDir, count, fill: (db, n) => fillStaffData(db, n) });
let failed = false;
let server: ChildProcess | undefined;
try {
  // A staff token, written before the server opens the database (PGlite has one user at a time).
  const setup = serverUrl
    ? await openDatabase({ kind: 'postgres', url: prepared.env.DATABASE_URL! })
    : await openDatabase({ kind: 'pglite', dataDir });
  const [staff] = await setup.db
    .insert(staffUsers)
    .values({ username: 'bench-admin', displayName: 'Bench Admin', email: 'bench-admin@staff.example.org', role: 'admin', passwordHash: 'bench: no password' })
    .returning();
  const { token } = await createStaffSession(setup.db, staff!.id);
  await setup.close();
  const headers = { authorization: `Bearer ${token}` };

  const port = await freePort();
  buildServer();
  server = await startBenchServer({ port, dataDir, env: prepared.env });
  const pid = server.pid!;
  const base = `http://127.0.0.1:${port}/api/admin`;
  const database = `${serverUrl ? 'PostgreSQL' : 'PGlite'}, ${thousands(count)} incidents`;
  console.log(`database: ${database}${smoke ? ' (smoke run: the figures mean nothing)' : ''}`);

  const [{ total }] = [(await (await fetch(`${base}/incidents?pageSize=1`, { headers })).json()) as { total: number }];
  // Warm-up: the first request of a kind pays for compiling its code paths.
  await countCsvRecords((await fetch(`${base}/export/incidents?format=csv&status=closed`, { headers })).body!);

  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const started = performance.now();
  const response = await fetch(`${base}/export/incidents?format=csv`, { headers });
  if (response.status !== 200) throw new Error(`export answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const { records, bytes } = await countCsvRecords(response.body!);
  const csvMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  const rows = records - 1; // the header row
  console.log(
    `csv export of all incidents: ${thousands(rows)} rows (the list says ${thousands(total)}), ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds(csvMs)} s; ` +
      `server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`,
  );
  if (rows !== total) throw new Error(`the export has ${rows} rows but the list counts ${total}`);

  let slowest = { ms: 0, type: '' };
  console.log('reports over every incident (generate, then its PDF):');
  for (const type of reportTypes) {
    const start = performance.now();
    const generated = await fetch(`${base}/reports/generate`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ type, filters: {} }),
    });
    if (generated.status !== 200) throw new Error(`${type} answered ${generated.status}: ${(await generated.text()).slice(0, 300)}`);
    const { id } = (await generated.json()) as { id: number };
    const generateMs = performance.now() - start;
    const pdf = await fetch(`${base}/reports/${id}/pdf`, { headers });
    const pdfBytes = (await pdf.arrayBuffer()).byteLength;
    if (pdf.status !== 200) throw new Error(`${type} PDF answered ${pdf.status}`);
    const totalMs = performance.now() - start;
    console.log(`  ${type.padEnd(20)} generate ${seconds(generateMs)} s, with its PDF (${(pdfBytes / 1024).toFixed(0)} KB) ${seconds(totalMs)} s`);
    if (totalMs > slowest.ms) slowest = { ms: totalMs, type };
  }

  const onGoal = Boolean(serverUrl) && count >= GOAL_INCIDENTS;
  const note = onGoal ? '' : ` (on ${database}; the goals are for PostgreSQL with ${thousands(GOAL_INCIDENTS)})`;
  const csvMet = csvMs <= 10_000 && peak < 200;
  const pdfMet = slowest.ms <= 3_000;
  console.log(`goal, csv at most 10 s under 200 MB: ${csvMet ? 'met' : 'not met'}; each report PDF at most 3 s: ${pdfMet ? 'met' : `not met by ${slowest.type}`}${note}`);
  console.log(`csv 1M: ${seconds(csvMs)} s, peak RSS ${peak.toFixed(0)} MB; slowest report PDF: ${seconds(slowest.ms)} s`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopBenchServer(server);
  await prepared.cleanup();
  await rm(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
