// `npm run faults`: the production build under mixed traffic (as `npm run soak`) while things go
// wrong, one after another, each saying what it cost:
//   1. the database cut for 10 s (PostgreSQL only, through the run's own TCP proxy): does the
//      process live, how soon /api/ready says 503, how soon it says 200 again;
//   2. the mail server down for 10 s and back: how soon the mail that waited goes;
//   3. the server killed (SIGKILL) while reports with evidence are arriving, and started again;
//   4. the server killed while a bulk notification is going out, and started again: the send
//      resumes by itself.
// Then the soak's checks over everything acknowledged, and the bulk send's: each person one mail
// (a copy with the same Message-ID, sent again because the kill came between the mail server's
// answer and the outbox row, is counted apart). Exits 1 when anything was lost or doubled.
//
// Environment: DATABASE_URL (a PostgreSQL server; without it PGlite, and the cut is skipped),
// FAULTS_CLIENTS (20), FAULTS_VICTIMS (2,000: also the bulk send's recipients).
import { sql } from 'drizzle-orm';
import { selectRows } from '../src/server/kernel/db/select-rows';
import { startSoakEnvironment, type SoakEnvironment } from './soak/environment';
import { describeFigures, emptyFigures, runTraffic, type Acknowledged } from './soak/traffic';
import { describeVerdict, lostAndDoubled, verify } from './soak/verify';

const clients = Number(process.env.FAULTS_CLIENTS ?? 20);
const victimCount = Number(process.env.FAULTS_VICTIMS ?? 2_000);
const BULK_SUBJECT = 'Faults run: a note to everyone';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** How long until `check` holds, polling every 100 ms; null when `timeoutMs` passed first. */
async function timeUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await sleep(100);
  }
  return null;
}

const readyStatus = (env: SoakEnvironment) => fetch(`${env.baseUrl}/api/ready`, { signal: AbortSignal.timeout(2000) }).then((r) => r.status);
const alive = (env: SoakEnvironment) => env.server.exitCode === null && env.server.signalCode === null;

async function cutDatabase(env: SoakEnvironment): Promise<string[]> {
  if (!env.proxy) return ['1. database cut: skipped (PGlite runs inside the server process)'];
  env.proxy.cutAll();
  const toNotReady = await timeUntil(async () => (await readyStatus(env)) === 503, 5_000);
  await sleep(10_000);
  const livedThrough = alive(env);
  env.proxy.restore();
  const toReady = await timeUntil(async () => (await readyStatus(env)) === 200, 30_000);
  return [
    `1. database cut for 10 s: the process ${livedThrough && alive(env) ? 'lived' : 'DIED'}; /api/ready said 503 after ${toNotReady === null ? 'more than 5 s' : seconds(toNotReady)}, ` +
      `200 again ${toReady === null ? 'not within 30 s' : `${seconds(toReady)} after the database came back`}`,
  ];
}

async function mailServerDown(env: SoakEnvironment, acknowledged: Acknowledged): Promise<string[]> {
  await env.mail.stop();
  await sleep(10_000);
  // The confirmations the server owed when the mail server came back: how soon they all arrive.
  const owed = acknowledged.reports.filter((report) => report.mailed && !env.mail.mails.some((mail) => mail.subject.includes(report.caseReference)));
  await env.mail.start();
  const arrived = await timeUntil(
    async () => owed.every((report) => env.mail.mails.some((mail) => mail.to === report.victimEmail && mail.subject.includes(report.caseReference))),
    180_000,
  );
  return [`2. mail server down for 10 s: ${owed.length} confirmation mails owed when it came back, all delivered ${arrived === null ? 'NOT within 3 minutes' : `within ${seconds(arrived)}`}`];
}

async function killAndRestart(env: SoakEnvironment, what: string): Promise<string> {
  const before = alive(env);
  await env.stopServer('SIGKILL');
  const started = Date.now();
  await env.restartServer();
  return `${what}: killed (it was ${before ? 'running' : 'already down'}), answering again after ${seconds(Date.now() - started)}`;
}

async function killMidBulk(env: SoakEnvironment): Promise<string[]> {
  const res = await fetch(`${env.baseUrl}/api/admin/send-notification`, {
    method: 'POST',
    headers: env.staffHeaders,
    body: JSON.stringify({ subject: BULK_SUBJECT, message: 'Dear {{name}},\n\nA note from the faults run.', type: 'all' }),
  });
  if (res.status !== 202) return [`4. kill mid-bulk: the send was refused (${res.status}: ${(await res.text()).slice(0, 200)})`];
  const { operationId } = (await res.json()) as { operationId: number };
  const bulkMails = () => env.mail.mails.filter((mail) => mail.subject === BULK_SUBJECT).length;
  await timeUntil(async () => bulkMails() >= victimCount / 2, 120_000);
  const atKill = bulkMails();
  const line = await killAndRestart(env, `4. kill mid-bulk (${atKill} of about ${victimCount} mails out)`);
  const finished = await timeUntil(async () => {
    const op = (await (await fetch(`${env.baseUrl}/api/admin/bulk-operations/${operationId}`, { headers: env.staffHeaders })).json()) as { status: string };
    return op.status === 'completed';
  }, 300_000);
  return [`${line}; the send ${finished === null ? 'did NOT finish within 5 minutes' : 'finished by itself'}`];
}

const env = await startSoakEnvironment({ victims: victimCount });
let failed: boolean;
try {
  console.log(`faults: ${clients} clients of mixed traffic on ${env.kind}, production build`);
  const acknowledged: Acknowledged = { reports: [], messages: [] };
  const figures = emptyFigures();
  let stop = false;
  const traffic = runTraffic({ baseUrl: env.baseUrl, clients, victims: env.victims, until: () => stop, acknowledged, figures });
  const lines: string[] = [];
  await sleep(5_000);
  lines.push(...(await cutDatabase(env)));
  await sleep(5_000);
  lines.push(...(await mailServerDown(env, acknowledged)));
  await sleep(3_000);
  lines.push(await killAndRestart(env, '3. kill mid-upload'));
  await sleep(5_000);
  lines.push(...(await killMidBulk(env)));
  await sleep(3_000);
  stop = true;
  await traffic;
  const settled = await env.mailSettled();
  for (const line of lines) console.log(line);
  for (const line of describeFigures(figures)) console.log(line);
  if (!settled) console.log('  the outbox did not empty within 3 minutes of the traffic stopping');
  await env.stopServer('SIGTERM');

  const database = await env.openForChecks();
  let bulk: { expected: number; missing: number; doubled: number; sentAgain: number };
  let verdict: Awaited<ReturnType<typeof verify>>;
  try {
    verdict = await verify(database.db, env.dataDir, acknowledged, env.mail.mails);
    const people = await selectRows<{ email: string }>(database.db, sql`select lower(email) as email from user_profiles where bulk_mail_unsubscribed_at is null`);
    const copies = new Map<string, string[]>();
    for (const mail of env.mail.mails) if (mail.subject === BULK_SUBJECT) copies.set(mail.to, [...(copies.get(mail.to) ?? []), mail.messageId]);
    bulk = { expected: people.length, missing: 0, doubled: 0, sentAgain: 0 };
    for (const { email } of people) {
      const ids = copies.get(email) ?? [];
      if (ids.length === 0) bulk.missing += 1;
      else if (new Set(ids).size > 1) bulk.doubled += 1;
      else if (ids.length > 1) bulk.sentAgain += 1;
    }
  } finally {
    await database.close();
  }
  for (const line of describeVerdict(verdict)) console.log(line);
  console.log(`  bulk send to ${bulk.expected} people: missing ${bulk.missing}, doubled ${bulk.doubled}, sent again (same Message-ID) ${bulk.sentAgain}`);
  const { lost, doubled } = lostAndDoubled(verdict);
  const sentAgain = verdict.mail.sentAgain + bulk.sentAgain;
  console.log(`faults: lost ${lost + bulk.missing}, doubled ${doubled + bulk.doubled}, sent again after a kill ${sentAgain}`);
  failed = lost + bulk.missing > 0 || doubled + bulk.doubled > 0 || !settled;
} finally {
  await env.close();
}
process.exit(failed ? 1 : 0);
