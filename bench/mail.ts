// `npm run bench:mail`: a bulk notification to 100,000 people through the real outbox and worker,
// into an SMTP sink in a process of its own (bench/smtp-sink.ts), with pacing off.
//   1. Throughput: one notification to everyone, from the POST to the operation's completion:
//      mails per second, and the server's resident memory before and at its peak (sampled every
//      100 ms from /proc).
//   2. Crash: a second notification, the server killed with SIGKILL when the sink has about half of
//      it, started again; the operation resumes by itself. Then, against the people it was for:
//      duplicates (a person given two different mails of it) and misses (a person given none).
//      A mail that was with the mail server at the moment of the kill is sent again with the same
//      Message-ID, its idempotency key; those copies are counted apart ("sent again").
// Goals: at least 1,000 mails/s, RSS within 50 MB of where it started, 0 duplicates, 0 misses.
// The last line is `mail: X mails/s, peak RSS Y MB, duplicates D, missed M`.
//
// The server is the production build (`dist/server/main.js`, built first) with the flags
// `npm start` gives it, reached over HTTP.
//
// Environment:
//   DATABASE_URL      a PostgreSQL server: the bench creates a database of its own on it and drops it
//                     afterwards. Without it, PGlite (the server owns it; the kill is a real one).
//   BENCH_RECIPIENTS  people to mail (100,000)
//   BENCH_SMOKE=1     a quick check that the bench works, not a measurement: 3,000 people
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/server/kernel/db/client';
import { staffUsers } from '../src/server/kernel/db/schema/index';
import { selectRows } from '../src/server/kernel/db/select-rows';
import { createStaffSession } from '../src/server/features/auth/sessions';
import { setSettingValue } from '../src/server/features/settings/queries';
import { prepareDatabase } from './prepare-database';
import { buildServer, freePort, rssMb, startBenchServer, stopBenchServer } from './process-tools';

const GOAL_RECIPIENTS = 100_000;
const smoke = process.env.BENCH_SMOKE === '1';
const serverUrl = process.env.DATABASE_URL || undefined;
const count = Number(process.env.BENCH_RECIPIENTS || (smoke ? 3_000 : GOAL_RECIPIENTS));
if (!Number.isInteger(count) || count < 1) {
  console.error(`BENCH_RECIPIENTS must be a whole number of at least 1 (got "${process.env.BENCH_RECIPIENTS}")`);
  process.exit(1);
}

const thousands = (n: number) => Math.round(n).toLocaleString('en-US');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));



/** The people to mail, written in one statement each thousand (verified accounts, all different). */
async function fillPeople(db: Db, n: number): Promise<void> {
  for (let from = 0; from < n; from += 10_000) {
    const to = Math.min(n, from + 10_000);
    await db.execute(sql`
      insert into user_profiles (email, full_name, country, password_hash, is_verified)
      select 'person-' || g || '@mail.bench', 'Bench Person ' || g, 'uk', 'bench: no password', true
      from generate_series(${from + 1}::int, ${to}::int) g`);
  }
}

type SinkReply = { type: string; port?: number; received?: number; forSubject?: number; copies?: number; duplicates?: number; resent?: number; recipients?: string[] };

function startSink(): Promise<{ child: ChildProcess; port: number; ask: (message: object, type: string) => Promise<SinkReply> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/smtp-sink.ts'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = (message: object, type: string) =>
    new Promise<SinkReply>((resolve) => {
      const onMessage = (reply: SinkReply) => {
        if (reply.type !== type) return;
        child.off('message', onMessage);
        resolve(reply);
      };
      child.on('message', onMessage);
      child.send(message);
    });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.on('message', function listening(reply: SinkReply) {
      if (reply.type !== 'listening') return;
      child.off('message', listening);
      resolve({ child, port: reply.port!, ask });
    });
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'haven-bench-mail-'));
const prepared = await prepareDatabase({ serverUrl, dataDir, count, fill: (db, n) => fillPeople(db, n), filled: 'people' });
let failed = false;
let server: ChildProcess | undefined;
let sink: Awaited<ReturnType<typeof startSink>> | undefined;
try {
  const setup = serverUrl ? await openDatabase({ kind: 'postgres', url: prepared.env.DATABASE_URL! }) : await openDatabase({ kind: 'pglite', dataDir });
  const [staff] = await setup.db
    .insert(staffUsers)
    .values({ username: 'bench-admin', displayName: 'Bench Admin', email: 'bench-admin@staff.example.org', role: 'admin', passwordHash: 'bench: no password' })
    .returning();
  const { token } = await createStaffSession(setup.db, staff!.id);
  // As if it had passed its second factor: production opens no staff data to a password alone.
  await setup.db.execute(sql`update sessions set second_factor_at = now() where admin_user_id = ${staff!.id}`);
  // Pacing off: the bench measures how fast the worker can go.
  await setSettingValue(setup.db, 'bulk_mail_per_second', '0');
  const expected = new Set(
    (await selectRows<{ email: string }>(setup.db, sql`select lower(email) as email from user_profiles where bulk_mail_unsubscribed_at is null`)).map((r) => r.email),
  );
  await setup.close();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  sink = await startSink();
  buildServer();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api/admin`;

  const startServer = () =>
    startBenchServer({
      port,
      dataDir,
      env: {
        ...prepared.env,
        PUBLIC_URL: 'https://haven.bench',
        SMTP_URL: `smtp://127.0.0.1:${sink!.port}`,
        // A mail whose worker died waits for its retry: a short first delay, so the resume is quick.
        MAIL_RETRY_DELAY_SECONDS: '1',
      },
    });

  const startNotification = async (subject: string): Promise<number> => {
    const res = await fetch(`${base}/send-notification`, { method: 'POST', headers, body: JSON.stringify({ subject, message: 'Dear {{name}},\n\nA bench message.', type: 'all' }) });
    if (res.status !== 202) throw new Error(`send-notification answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return ((await res.json()) as { operationId: number }).operationId;
  };
  const operation = async (id: number) =>
    (await (await fetch(`${base}/bulk-operations/${id}`, { headers })).json()) as { status: string; totalItems: number; processedItems: number; failedItems: number };
  const untilFinished = async (id: number, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const op = await operation(id).catch(() => undefined);
      if (op && !['pending', 'running'].includes(op.status)) return op;
      if (Date.now() > deadline) throw new Error(`operation ${id} did not finish within ${timeoutMs / 1000} s: ${JSON.stringify(op)}`);
      await sleep(250);
    }
  };

  server = await startServer();
  const database = `${serverUrl ? 'PostgreSQL' : 'PGlite'}, ${thousands(expected.size)} recipients`;
  console.log(`database: ${database}${smoke ? ' (smoke run: the figures mean nothing)' : ''}`);

  // 1. Throughput and memory.
  await sleep(1000);
  const pid = server.pid!;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    const now = rssMb(pid);
    if (!Number.isNaN(now)) peak = Math.max(peak, now);
  }, 100);
  const started = performance.now();
  const first = await untilFinished(await startNotification('Bench run 1'), 30 * 60_000);
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const perSecond = first.processedItems / elapsed;
  console.log(
    `run 1: ${thousands(first.processedItems)} mails (${first.failedItems} failed) in ${elapsed.toFixed(1)} s: ${thousands(perSecond)} mails/s; ` +
      `server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)`,
  );

  // 2. Killed half way, started again.
  const subject = 'Bench run 2';
  const secondId = await startNotification(subject);
  for (;;) {
    const { forSubject = 0 } = await sink.ask({ type: 'received', subject }, 'received');
    if (forSubject >= expected.size / 2) break;
    await sleep(20);
  }
  server.kill('SIGKILL');
  await new Promise((resolve) => server!.once('exit', resolve));
  const atKill = (await sink.ask({ type: 'received', subject }, 'received')).forSubject ?? 0;
  const restarted = performance.now();
  server = await startServer();
  const second = await untilFinished(secondId, 30 * 60_000);
  const resumeSeconds = (performance.now() - restarted) / 1000;
  // Any copy still on its way is in by now.
  await sleep(2000);
  const tally = await sink.ask({ type: 'tally', subject }, 'tally');
  const got = new Set((tally.recipients ?? []).map((r) => r.toLowerCase()));
  const missed = [...expected].filter((email) => !got.has(email)).length;
  const unexpected = [...got].filter((email) => !expected.has(email)).length;
  console.log(
    `run 2: killed with SIGKILL after ${thousands(atKill)} of ${thousands(expected.size)}; started again, finished ${resumeSeconds.toFixed(1)} s later ` +
      `(${second.status}, ${thousands(second.processedItems)} settled); ${thousands(tally.copies ?? 0)} copies received, ` +
      `sent again with the same Message-ID: ${tally.resent ?? 0}; to people it was not for: ${unexpected}`,
  );

  const onGoal = count >= GOAL_RECIPIENTS;
  const note = onGoal ? '' : ` (on ${database}; the goals are for ${thousands(GOAL_RECIPIENTS)})`;
  const growth = peak - before;
  console.log(
    `goal, at least 1,000 mails/s: ${perSecond >= 1000 ? 'met' : 'not met'}; RSS within 50 MB: ${growth <= 50 ? 'met' : 'not met'}; ` +
      `0 duplicates and 0 missed: ${(tally.duplicates ?? 0) === 0 && missed === 0 ? 'met' : 'not met'}${note}`,
  );
  console.log(`mail: ${thousands(perSecond)} mails/s, peak RSS ${peak.toFixed(0)} MB, duplicates ${tally.duplicates ?? 0}, missed ${missed}`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopBenchServer(server);
  sink?.child.kill('SIGTERM');
  await prepared.cleanup();
  await rm(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
