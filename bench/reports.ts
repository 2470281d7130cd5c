// `npm run bench:reports`: the staff side's two heavy reads on a large caseload, each against the
// limit of the engine underneath, measured in the same run, so the figures compare across machines.
//
// - The CSV export of every incident (`GET /api/admin/export/incidents?format=csv`) in rows per
//   second, against PostgreSQL's own `COPY (the same SELECT) TO STDOUT (FORMAT csv, HEADER)` read
//   by postgres.js in this process and counted the same way. The SELECT is the export source's own
//   rows() builder with each column read as text as the export reads it (its FROM, join, WHERE and
//   ORDER BY, no filter), so the yardstick moves with the list and not with how Haven writes CSV.
//   Beside it the server's resident memory, read from /proc every 20 ms, against its start.
// - Each report over every incident: POST /generate against its statements run alone, as
//   generating sends them, side by side (reportStatements, imported, not copied), through a pool of
//   the same size to the same database; beside it the same statements one after another, which is
//   what one transaction's snapshot allows. And the PDF's drawing apart, by the same renderer in
//   this process, from the figures the report stored (its download over HTTP is printed too).
//
// Every figure is the median of 3 runs; export and COPY take turns going first. Goals, on PostgreSQL
// with 1,000,000 incidents: the export at least 0.7 of COPY's rows per second with the server's
// RSS within 64 MB of its start; generate at most 1.3 times its statements alone; each PDF drawn in
// at most 0.3 s. The absolute figures come first; the last line is the ratios, e.g.
// `reports: csv/COPY 0.74, rss +41 MB; generate/queries max 1.21 (incident_summary); pdf max 0.22 s`.
//
// The server is the production build (`dist/server/main.js`, built first: a second or two, run
// with the flags `npm start` gives it: scripts/server-node-flags.mjs) in a process of its own,
// reached over HTTP like a browser, so the memory measured is the server's as it runs in
// production (tsx, which bench:search uses, adds a compiler's worth of memory).
//
// Environment:
//   DATABASE_URL      a PostgreSQL server: the bench creates a database of its own on it and drops it
//                     afterwards (the one named is only used to connect). Without it, PGlite, where
//                     nothing but the server can open the database while it runs: no COPY, and the
//                     statements are timed in this process once the server has stopped.
//   BENCH_INCIDENTS   incidents to fill in (1,000,000 on PostgreSQL, 100,000 on PGlite)
//   BENCH_SMOKE=1     a quick check that the bench works, not a measurement: 20,000 incidents
//   BENCH_REUSE=url   measure on a PostgreSQL database a run filled before (fillStaffData), kept as it is
//   BENCH_ONLY        `csv` or `reports`: measure only that part (one profile per part)
//   BENCH_PROFILE     a directory for the server's CPU profile; its summary (where the time went) is
//                     printed at the end
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { generateReportSchema, reportTypes, type ReportType } from '@shared/reports/staff-schema';
import { openDatabase, type Database, type Db } from '../src/server/kernel/db/client';
import { reports, staffUsers } from '../src/server/kernel/db/schema/index';
import { selectRows } from '../src/server/kernel/db/select-rows';
import { createLocalDiskStorage, storageRoot } from '../src/server/kernel/storage/storage';
import { createStaffSession } from '../src/server/features/auth/sessions';
import { selection } from '../src/server/features/export/export-columns';
import { exportSources } from '../src/server/features/export/export-sources';
import { coversOf } from '../src/server/features/reports/describe-filters';
import { pdfBranding } from '../src/server/features/reports/download-report-pdf';
import { reportStatements } from '../src/server/features/reports/gather-report-data';
import type { ReportData } from '../src/server/features/reports/report-data';
import { renderReportPdf } from '../src/server/features/reports/report-pdf';
import { getFeePercent } from '../src/server/features/settings/fee-percent';
import { fillStaffData } from './fill-staff-data';
import { prepareDatabase, type PreparedDatabase } from './prepare-database';
import { buildServer, freePort, rssMb, startBenchServer, stopBenchServer } from './process-tools';
import { summariseProfiles } from './profile-summary';

const GOAL_INCIDENTS = 1_000_000;
const GOALS = { csvOverCopy: 0.7, rssGrowthMb: 64, generateOverQueries: 1.3, pdfDrawMs: 300 };
const RUNS = 3;
const smoke = process.env.BENCH_SMOKE === '1';
const reuseUrl = process.env.BENCH_REUSE || undefined;
const serverUrl = reuseUrl ?? (process.env.DATABASE_URL || undefined);
const only = process.env.BENCH_ONLY;
if (only && only !== 'csv' && only !== 'reports') {
  console.error(`BENCH_ONLY must be csv or reports (got "${only}")`);
  process.exit(1);
}
const profileDir = process.env.BENCH_PROFILE;
const count = Number(process.env.BENCH_INCIDENTS || (smoke ? 20_000 : serverUrl ? GOAL_INCIDENTS : 100_000));
if (!Number.isInteger(count) || count < 1) {
  console.error(`BENCH_INCIDENTS must be a whole number of at least 1 (got "${process.env.BENCH_INCIDENTS}")`);
  process.exit(1);
}
// As the server's own pool (DATABASE_POOL_SIZE, kernel/config.ts), so the statements alone have
// the same connections to spread over.
const poolSize = Number(process.env.DATABASE_POOL_SIZE || 10);

const thousands = (n: number) => Math.round(n).toLocaleString('en-US');
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lines in a stream, counted with Buffer.indexOf (memchr) rather than a JavaScript loop over 350 MB:
 * the bench shares the machine's two cores with the server and PostgreSQL, and a byte-by-byte
 * count took a second of them. The filled incidents hold no line break inside a cell, so lines are
 * records; if one ever did, the check against the list's total below would fail, not pass.
 */
async function countCsvRecords(body: AsyncIterable<Uint8Array>): Promise<{ records: number; bytes: number }> {
  let records = 0;
  let bytes = 0;
  for await (const chunk of body) {
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    bytes += buffer.length;
    for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) records++;
  }
  return { records, bytes };
}

type Timed = { ms: number; rows: number; bytes: number };
const rowsPerSecond = (run: Timed) => (run.rows / run.ms) * 1000;

let prepared: PreparedDatabase | undefined;
const dataDir = await mkdtemp(join(tmpdir(), 'haven-bench-reports-'));
const openBenchDatabase = (): Promise<Database> =>
  serverUrl ? openDatabase({ kind: 'postgres', url: prepared?.env.DATABASE_URL ?? serverUrl, poolSize }) : openDatabase({ kind: 'pglite', dataDir });

let failed = false;
let server: ChildProcess | undefined;
let pool: Database | undefined;
let copyClient: postgres.Sql | undefined;
try {
  if (reuseUrl) console.log(`measuring on ${new URL(reuseUrl).pathname.slice(1)} as it is (BENCH_REUSE)`);
  else prepared = await prepareDatabase({ serverUrl, dataDir, count, fill: (db, n) => fillStaffData(db, n) });
  const databaseUrl = prepared?.env.DATABASE_URL ?? reuseUrl;

  // A staff member of its own (a reused database keeps those of earlier runs), written before the
  // server opens the database: PGlite has one user at a time.
  const setup = await openBenchDatabase();
  const [staff] = await setup.db
    .insert(staffUsers)
    .values({
      username: `bench-admin-${randomBytes(3).toString('hex')}`,
      displayName: 'Bench Admin',
      email: `bench-admin-${randomBytes(3).toString('hex')}@staff.example.org`,
      role: 'admin',
      passwordHash: 'bench: no password',
    })
    .returning();
  const { token } = await createStaffSession(setup.db, staff!.id);
  // As if it had passed its second factor, and confirmed who it is just before each export (an
  // admin's export asks for that within 5 minutes): production opens no staff data to a password
  // alone, and a PGlite run cannot write the session again once the server has the database.
  await setup.db.execute(sql`update sessions set second_factor_at = now(), confirmed_at = now() + interval '1 hour' where admin_user_id = ${staff!.id}`);
  await setup.close();
  const headers = { authorization: `Bearer ${token}` };

  const port = await freePort();
  buildServer();
  if (profileDir) await mkdir(profileDir, { recursive: true });
  // Node 20 refuses --cpu-prof in NODE_OPTIONS; the preload samples the same way (bench/cpu-profile-preload.mjs).
  const profiling: Record<string, string> = profileDir
    ? {
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${fileURLToPath(new URL('./cpu-profile-preload.mjs', import.meta.url))}`.trim(),
        CPU_PROFILE_DIR: profileDir,
      }
    : {};
  server = await startBenchServer({ port, dataDir, env: { ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }), ...profiling } });
  const pid = server.pid!;
  const base = `http://127.0.0.1:${port}/api/admin`;
  const [{ total }] = [(await (await fetch(`${base}/incidents?pageSize=1`, { headers })).json()) as { total: number }];
  const database = `${serverUrl ? 'PostgreSQL' : 'PGlite'}, ${thousands(total)} incidents`;
  console.log(`database: ${database}${smoke ? ' (smoke run: the figures mean nothing)' : ''}; figures are the median of ${RUNS} runs`);

  // The yardsticks' connections: a pool as the server's for the statements, one connection for COPY.
  if (serverUrl) {
    pool = await openBenchDatabase();
    copyClient = postgres(databaseUrl!, { max: 1, onnotice: () => {} });
  }

  const exportOnce = async (path: string): Promise<Timed> => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers });
    if (response.status !== 200) throw new Error(`export answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    // fetch's body is a web ReadableStream, which Node's undici makes async-iterable.
    const { records, bytes } = await countCsvRecords(response.body! as unknown as AsyncIterable<Uint8Array>);
    return { ms: performance.now() - started, rows: records - 1, bytes };
  };
  const incidents = exportSources.incidents;
  // An admin's export: no filter names the asker ('me'), so who it is changes nothing.
  const benchAsker = { kind: 'admin', adminId: 0, username: 'bench', displayName: null, role: 'admin', sessionId: 0 } as const;
  const copySelect = pool
    ? new PgDialect().sqlToQuery(incidents.rows(pool.db, incidents.querySchema.parse({}), selection(incidents.columns), null, benchAsker).inlineParams()).sql
    : '';
  const copyOnce = async (): Promise<Timed> => {
    const started = performance.now();
    const stream = await copyClient!.unsafe(`copy (${copySelect}) to stdout (format csv, header)`).readable();
    const { records, bytes } = await countCsvRecords(stream);
    // postgres.js can leave the connection's socket paused after a COPY (see the export's
    // copy-csv.ts), and the next COPY would never be read; the stream's read() resumes it.
    stream._read(0);
    return { ms: performance.now() - started, rows: records - 1, bytes };
  };

  let csv: { exportRun: Timed; copyRun?: Timed; rssStart: number; rssPeak: number } | undefined;
  if (only !== 'reports') {
    // Warm-up: the first export pays for compiling its code paths, and the first full read of the
    // table for bringing it into the page cache (COPY where there is one, else the export itself).
    await exportOnce('/export/incidents?format=csv&status=closed');
    if (copyClient) await copyOnce();
    else await exportOnce('/export/incidents?format=csv');

    const rssStart = rssMb(pid);
    let rssPeak = rssStart;
    const exports: Timed[] = [];
    const copies: Timed[] = [];
    const measureExport = async () => {
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, rssMb(pid));
      }, 20);
      try {
        exports.push(await exportOnce('/export/incidents?format=csv'));
      } finally {
        clearInterval(sampler);
      }
      rssPeak = Math.max(rssPeak, rssMb(pid));
    };
    for (let run = 0; run < RUNS; run++) {
      // Turn about, so neither always meets the other's leftovers (cache, collector, vacuum).
      if (copyClient && run % 2 === 1) copies.push(await copyOnce());
      await measureExport();
      if (copyClient && run % 2 === 0) copies.push(await copyOnce());
    }
    for (const run of [...exports, ...copies]) {
      if (run.rows !== total) throw new Error(`a CSV has ${run.rows} rows but the list counts ${total}`);
    }
    const byMs = (runs: Timed[]) => runs.find((run) => run.ms === median(runs.map((r) => r.ms)))!;
    csv = { exportRun: byMs(exports), copyRun: copies.length ? byMs(copies) : undefined, rssStart, rssPeak };
    const line = (name: string, run: Timed) =>
      `  ${name.padEnd(7)} ${thousands(run.rows)} rows, ${megabytes(run.bytes)} MB in ${seconds(run.ms)} s: ${thousands(rowsPerSecond(run))} rows/s`;
    console.log('csv of every incident:');
    console.log(line('export', csv.exportRun));
    if (csv.copyRun) console.log(`${line('COPY', csv.copyRun)} (PostgreSQL's COPY of the same SELECT, FORMAT csv)`);
    console.log(
      `  server RSS ${rssStart.toFixed(0)} MB at the start, peak ${rssPeak.toFixed(0)} MB (+${(rssPeak - rssStart).toFixed(0)} MB)` +
        (csv.copyRun ? `; export/COPY ${(rowsPerSecond(csv.exportRun) / rowsPerSecond(csv.copyRun)).toFixed(2)}` : ''),
    );
  }

  type ReportRuns = { type: ReportType; generateMs: number[]; queriesMs: number[]; serialMs: number[]; pdfMs: number[]; drawMs: number[]; ids: number[] };
  const reportRuns: ReportRuns[] = [];
  /**
   * The report's statements alone: side by side as gatherReportData sends them (through a pool each
   * on a connection of its own: the yardstick), then one after another (what one connection, and so
   * one transaction's snapshot, allows).
   */
  const timeStatements = async (db: Db, type: ReportType, runs: ReportRuns) => {
    const { filters } = generateReportSchema.parse({ type });
    const statements = reportStatements({ type, filters, feePercent: await getFeePercent(db) });
    let started = performance.now();
    await Promise.all(statements.map((statement) => selectRows(db, statement)));
    runs.queriesMs.push(performance.now() - started);
    started = performance.now();
    for (const statement of statements) await selectRows(db, statement);
    runs.serialMs.push(performance.now() - started);
  };
  if (only !== 'csv') {
    for (const type of reportTypes) {
      const runs: ReportRuns = { type, generateMs: [], queriesMs: [], serialMs: [], pdfMs: [], drawMs: [], ids: [] };
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const generated = await fetch(`${base}/reports/generate`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ type, filters: {} }),
        });
        if (generated.status !== 200) throw new Error(`${type} answered ${generated.status}: ${(await generated.text()).slice(0, 300)}`);
        const { id } = (await generated.json()) as { id: number };
        runs.generateMs.push(performance.now() - started);
        runs.ids.push(id);
        const pdfStarted = performance.now();
        const pdf = await fetch(`${base}/reports/${id}/pdf`, { headers });
        await pdf.arrayBuffer();
        if (pdf.status !== 200) throw new Error(`${type} PDF answered ${pdf.status}`);
        runs.pdfMs.push(performance.now() - pdfStarted);
        if (pool) await timeStatements(pool.db, type, runs);
      }
      reportRuns.push(runs);
    }
  }

  await stopBenchServer(server);
  if (profileDir) console.log(await summariseProfiles(profileDir, 15));

  if (reportRuns.length) {
    // The drawing alone, from the stored figures, by the renderer the download uses; with the
    // server stopped, so PGlite can be opened here too (and its statements timed, in process as
    // the server runs it).
    const stored = pool ?? (await openBenchDatabase());
    const storage = createLocalDiskStorage(storageRoot(dataDir));
    for (const runs of reportRuns) {
      for (const id of runs.ids) {
        const [row] = await stored.db.select().from(reports).where(eq(reports.id, id));
        const branding = await pdfBranding({ db: stored.db, storage });
        const started = performance.now();
        await renderReportPdf(
          { id: row!.id, type: runs.type, covers: coversOf(row!.filters), description: row!.description, generatedAt: row!.generatedAt, generatedBy: row!.generatedBy, data: row!.data as ReportData },
          branding,
          'en',
        );
        runs.drawMs.push(performance.now() - started);
        if (!pool) await timeStatements(stored.db, runs.type, runs);
      }
    }
    if (!pool) await stored.close();

    console.log(`reports over every incident: generate (POST), its statements alone (${serverUrl ? `a pool of ${poolSize}` : 'PGlite in this process'}), the PDF download and its drawing alone:`);
    for (const runs of reportRuns) {
      const generate = median(runs.generateMs);
      const queries = median(runs.queriesMs);
      const serial = median(runs.serialMs);
      console.log(
        `  ${runs.type.padEnd(20)} generate ${seconds(generate)} s; statements side by side ${seconds(queries)} s (x${(generate / queries).toFixed(2)}), ` +
          `one after another ${seconds(serial)} s (x${(generate / serial).toFixed(2)}); PDF download ${seconds(median(runs.pdfMs))} s, drawing ${seconds(median(runs.drawMs))} s`,
      );
    }
  }

  // The ratios, and whether they meet the goals.
  const onGoal = Boolean(serverUrl) && total >= GOAL_INCIDENTS;
  const verdicts: string[] = [];
  const ratios: string[] = [];
  if (csv) {
    const growth = csv.rssPeak - csv.rssStart;
    const ratio = csv.copyRun ? rowsPerSecond(csv.exportRun) / rowsPerSecond(csv.copyRun) : undefined;
    ratios.push(`csv/COPY ${ratio === undefined ? 'n/a (PGlite)' : ratio.toFixed(2)}, rss +${growth.toFixed(0)} MB`);
    if (ratio !== undefined) verdicts.push(`csv/COPY at least ${GOALS.csvOverCopy}: ${ratio >= GOALS.csvOverCopy ? 'met' : 'not met'}`);
    verdicts.push(`RSS within ${GOALS.rssGrowthMb} MB of its start: ${growth <= GOALS.rssGrowthMb ? 'met' : 'not met'}`);
  }
  if (reportRuns.length) {
    const ratioOf = (runs: ReportRuns) => median(runs.generateMs) / median(runs.queriesMs);
    const worst = reportRuns.reduce((a, b) => (ratioOf(b) > ratioOf(a) ? b : a));
    const slowestDraw = reportRuns.reduce((a, b) => (median(b.drawMs) > median(a.drawMs) ? b : a));
    ratios.push(`generate/queries max ${ratioOf(worst).toFixed(2)} (${worst.type}); pdf max ${seconds(median(slowestDraw.drawMs))} s`);
    verdicts.push(`generate/queries at most ${GOALS.generateOverQueries}: ${ratioOf(worst) <= GOALS.generateOverQueries ? 'met' : `not met by ${worst.type}`}`);
    verdicts.push(`PDF drawing at most ${seconds(GOALS.pdfDrawMs)} s: ${median(slowestDraw.drawMs) <= GOALS.pdfDrawMs ? 'met' : `not met by ${slowestDraw.type}`}`);
    const slowest = reportRuns.reduce((a, b) => (median(b.generateMs) + median(b.pdfMs) > median(a.generateMs) + median(a.pdfMs) ? b : a));
    console.log(
      `absolute: ${csv ? `csv ${seconds(csv.exportRun.ms)} s (${thousands(rowsPerSecond(csv.exportRun))} rows/s), peak RSS ${csv.rssPeak.toFixed(0)} MB; ` : ''}` +
        `slowest report generate + PDF ${seconds(median(slowest.generateMs) + median(slowest.pdfMs))} s (${slowest.type})`,
    );
  } else if (csv) {
    console.log(`absolute: csv ${seconds(csv.exportRun.ms)} s (${thousands(rowsPerSecond(csv.exportRun))} rows/s), peak RSS ${csv.rssPeak.toFixed(0)} MB`);
  }
  const note = onGoal ? '' : ` (on ${database}; the goals are for PostgreSQL with ${thousands(GOAL_INCIDENTS)})`;
  console.log(`goals: ${verdicts.join('; ')}${note}`);
  console.log(`reports: ${ratios.join('; ')}`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopBenchServer(server);
  await copyClient?.end();
  await pool?.close();
  await prepared?.cleanup();
  await rm(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
