// `npm run bench:mail`: a bulk notification to 100,000 people through the real outbox and worker,
// into an SMTP sink in a process of its own (bench/smtp-sink.ts), with pacing off, against the
// limit of the mail server underneath measured in the same run.
//   1. Throughput, the median of 3 runs taking turns with the contender: one notification to
//      everyone, from the POST to the operation's completion, in mails per second, against a bare
//      nodemailer loop in this process (a pooled transport of the server's pool size, one message per
//      person with its own Message-ID, into the same sink): the SMTP limit. The server's resident
//      memory before and at its peak (sampled every 100 ms from /proc); on PostgreSQL the database
//      transactions per mail (pg_stat_database), the pipeline's round trips.
//   2. Crash: a further notification, the server killed with SIGKILL when the sink has about half of
//      it, started again; the operation resumes by itself. Then, against the people it was for:
//      duplicates (a person given two different mails of it) and misses (a person given none).
//      A mail that was with the mail server at the moment of the kill is sent again with the same
//      Message-ID, its idempotency key; those copies are counted apart ("sent again"), also as a
//      share of the mails sent.
// Goals: mails/s at least 0.7 of the bare loop's, RSS within 50 MB of where it started,
// 0 duplicates, 0 misses. The last line is
// `mail: haven/nodemailer R (X of Y mails/s), peak RSS +M MB, duplicates D, missed M, sent again S%`.
//
// The server is the production build (`dist/server/main.js`, built first) with the flags
// `npm start` gives it, reached over HTTP.
//
// Environment:
//   DATABASE_URL      a PostgreSQL server: the bench creates a database of its own on it and drops it
//                     afterwards. Without it, PGlite (the server owns it; the kill is a real one).
//   BENCH_RECIPIENTS  people to mail (100,000)
//   BENCH_RUNS        throughput runs of each (3)
//   BENCH_PROFILE     a directory for the server's CPU profile over the throughput runs; its summary
//                     (where the time went, by package and folder) is printed before the crash run
//   BENCH_SMOKE=1     a quick check that the bench works, not a measurement: 3,000 people
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { openDatabase, type Db } from '../src/server/kernel/db/client';
import { staffUsers } from '../src/server/kernel/db/schema/index';
import { selectRows } from '../src/server/kernel/db/select-rows';
import { createStaffSession } from '../src/server/features/auth/sessions';
import { renderMail } from '../src/server/kernel/mail/render';
import { setSettingValue } from '../src/server/features/settings/queries';
import { prepareDatabase } from './prepare-database';
import { buildServer, freePort, rssMb, startBenchServer, stopBenchServer } from './process-tools';
import { summariseProfiles } from './profile-summary';

const GOAL_RECIPIENTS = 100_000;
const smoke = process.env.BENCH_SMOKE === '1';
const serverUrl = process.env.DATABASE_URL || undefined;
const count = Number(process.env.BENCH_RECIPIENTS || (smoke ? 3_000 : GOAL_RECIPIENTS));
if (!Number.isInteger(count) || count < 1) {
  console.error(`BENCH_RECIPIENTS must be a whole number of at least 1 (got "${process.env.BENCH_RECIPIENTS}")`);
  process.exit(1);
}

const RUNS = Number(process.env.BENCH_RUNS || 3);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`BENCH_RUNS must be a whole number of at least 1 (got "${process.env.BENCH_RUNS}")`);
  process.exit(1);
}
// The server's mail transport keeps this many connections (src/server/kernel/mail/mailer.ts).
const SERVER_POOL = 8;
const profileDir = process.env.BENCH_PROFILE;

const thousands = (n: number) => Math.round(n).toLocaleString('en-US');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The contender: the same people mailed by nodemailer alone, with the server's pool size, into the
 * same sink, each mail written by the same renderer with the same unsubscribe headers, so the
 * messages weigh what the server's do. Nothing is read or written anywhere else: this is what
 * the sink and SMTP allow.
 */
async function bareNodemailer(port: number, people: string[], subject: string): Promise<number> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, pool: true, maxConnections: SERVER_POOL, maxMessages: Infinity });
  const started = performance.now();
  try {
    await Promise.all(
      people.map((to, index) => {
        const unsubscribe = `https://haven.bench/api/unsubscribe?token=bare-${index}`;
        return transport.sendMail({
          from: 'Haven <no-reply@haven.bench>',
          to,
          subject,
          ...renderMail({ locale: 'en', platformName: 'Haven', heading: subject, paragraphs: [`Dear Bench Person ${index + 1},`, 'A bench message.'], unsubscribeUrl: unsubscribe }),
          headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          messageId: `<bare-${index}.${Date.now().toString(36)}@haven.bench>`,
        });
      }),
    );
  } finally {
    transport.close();
  }
  return people.length / ((performance.now() - started) / 1000);
}

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

  if (profileDir) await mkdir(profileDir, { recursive: true });
  // Node 20 refuses --cpu-prof in NODE_OPTIONS; the preload samples the same way (bench/cpu-profile-preload.mjs).
  const profiling: Record<string, string> = profileDir
    ? {
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${fileURLToPath(new URL('./cpu-profile-preload.mjs', import.meta.url))}`.trim(),
        CPU_PROFILE_DIR: profileDir,
      }
    : {};
  const startServer = (env: Record<string, string> = {}) =>
    startBenchServer({
      port,
      dataDir,
      env: {
        ...prepared.env,
        PUBLIC_URL: 'https://haven.bench',
        SMTP_URL: `smtp://127.0.0.1:${sink!.port}`,
        // A mail whose worker died waits for its retry: a short first delay, so the resume is quick.
        MAIL_RETRY_DELAY_SECONDS: '1',
        ...env,
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

  server = await startServer(profiling);
  const database = `${serverUrl ? 'PostgreSQL' : 'PGlite'}, ${thousands(expected.size)} recipients`;
  console.log(`database: ${database}${smoke ? ' (smoke run: the figures mean nothing)' : ''}`);

  // 1. Throughput and memory, taking turns with the bare loop: the median of RUNS of each.
  await sleep(1000);
  const people = [...expected];
  const transactions = async (): Promise<number | undefined> => {
    if (!serverUrl) return undefined;
    const stats = await openDatabase({ kind: 'postgres', url: prepared.env.DATABASE_URL! });
    try {
      // The statistics reach the view a moment after each transaction ends.
      await sleep(1500);
      const [row] = await selectRows<{ n: string }>(stats.db, sql`select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`);
      return Number(row?.n);
    } finally {
      await stats.close();
    }
  };
  type Run = { perSecond: number; bare: number; growth: number; peak: number; before: number; perMail?: number; failed: number };
  const runs: Run[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const bareFirst = run % 2 === 0;
    let bare = bareFirst ? await bareNodemailer(sink.port, people, `Bare run ${run}`) : 0;
    const pid = server.pid!;
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      const now = rssMb(pid);
      if (!Number.isNaN(now)) peak = Math.max(peak, now);
    }, 100);
    const xactBefore = await transactions();
    const started = performance.now();
    const finished = await untilFinished(await startNotification(`Bench run ${run}`), 30 * 60_000);
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const xactAfter = await transactions();
    if (!bareFirst) bare = await bareNodemailer(sink.port, people, `Bare run ${run}`);
    const perSecond = finished.processedItems / elapsed;
    const perMail = xactBefore !== undefined && xactAfter !== undefined ? (xactAfter - xactBefore) / finished.processedItems : undefined;
    runs.push({ perSecond, bare, growth: peak - before, peak, before, perMail, failed: finished.failedItems });
    console.log(
      `run ${run}: ${thousands(finished.processedItems)} mails (${finished.failedItems} failed) in ${elapsed.toFixed(1)} s: ${thousands(perSecond)} mails/s; ` +
        `bare nodemailer ${thousands(bare)} mails/s (${bareFirst ? 'first' : 'second'}); ratio ${(perSecond / bare).toFixed(2)}; ` +
        `server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)` +
        (perMail === undefined ? '' : `; ${perMail.toFixed(2)} database transactions per mail`),
    );
  }
  const perSecond = median(runs.map((r) => r.perSecond));
  const bare = median(runs.map((r) => r.bare));
  const ratio = median(runs.map((r) => r.perSecond / r.bare));
  const growth = median(runs.map((r) => r.growth));
  const peak = median(runs.map((r) => r.peak));
  const perMails = runs.flatMap((r) => (r.perMail === undefined ? [] : [r.perMail]));
  console.log(
    `median of ${RUNS}: ${thousands(perSecond)} mails/s against ${thousands(bare)} bare, ratio ${ratio.toFixed(2)}; peak RSS ${peak.toFixed(0)} MB (+${growth.toFixed(0)} MB)` +
      (perMails.length > 0 ? `; ${median(perMails).toFixed(2)} database transactions per mail` : ''),
  );

  if (profileDir) {
    // The profile is written when the server exits of itself; the crash run's server is not profiled.
    await stopBenchServer(server);
    console.log(await summariseProfiles(profileDir, 15));
    server = await startServer();
  }

  // 2. Killed half way, started again.
  const subject = 'Bench crash run';
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
    `crash run: killed with SIGKILL after ${thousands(atKill)} of ${thousands(expected.size)}; started again, finished ${resumeSeconds.toFixed(1)} s later ` +
      `(${second.status}, ${thousands(second.processedItems)} settled); ${thousands(tally.copies ?? 0)} copies received, ` +
      `sent again with the same Message-ID: ${tally.resent ?? 0}; to people it was not for: ${unexpected}`,
  );

  const resentShare = (100 * (tally.resent ?? 0)) / expected.size;
  console.log(`sent again after the kill: ${tally.resent ?? 0} of ${thousands(expected.size)} mails (${resentShare.toFixed(2)}%)`);
  const onGoal = count >= GOAL_RECIPIENTS;
  const note = onGoal ? '' : ` (on ${database}; the goals are for ${thousands(GOAL_RECIPIENTS)})`;
  console.log(
    `goal, at least 0.7 of bare nodemailer: ${ratio >= 0.7 ? 'met' : 'not met'}; RSS within 50 MB: ${growth <= 50 ? 'met' : 'not met'}; ` +
      `0 duplicates and 0 missed: ${(tally.duplicates ?? 0) === 0 && missed === 0 ? 'met' : 'not met'}${note}`,
  );
  console.log(
    `mail: haven/nodemailer ${ratio.toFixed(2)} (${thousands(perSecond)} of ${thousands(bare)} mails/s), peak RSS +${growth.toFixed(0)} MB, ` +
      `duplicates ${tally.duplicates ?? 0}, missed ${missed}, sent again ${resentShare.toFixed(2)}%`,
  );
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
